import { RedirectIfSignedIn } from '../guards';
import { LoginPage } from '@/features/auth/login-page';
import { homePathFor } from '@/lib/auth';

export function Component() {
  return (
    <RedirectIfSignedIn to={homePathFor}>
      <LoginPage />
    </RedirectIfSignedIn>
  );
}
