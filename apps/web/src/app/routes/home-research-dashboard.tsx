import { RequireUser } from '../guards';
import { HomeResearchPage } from '@/features/home-research/components/research-page';

export function Component() {
  return (
    <RequireUser>
      <HomeResearchPage />
    </RequireUser>
  );
}
