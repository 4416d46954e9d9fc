import { RedirectIfSignedIn } from '../guards';
import { RegisterPage } from '@/features/auth/register-page';

export function Component() {
  return (
    <RedirectIfSignedIn to={() => '/realtor-dashboard'}>
      <RegisterPage />
    </RedirectIfSignedIn>
  );
}
