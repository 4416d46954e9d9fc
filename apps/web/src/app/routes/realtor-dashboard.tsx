import { RequireUser } from '../guards';
import { DashboardPage } from '@/features/dashboard/dashboard-page';

export function Component() {
  return (
    <RequireUser>
      <DashboardPage />
    </RequireUser>
  );
}
