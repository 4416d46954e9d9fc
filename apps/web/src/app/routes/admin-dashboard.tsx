import { RequireAdmin } from '../guards';
import { AdminPage } from '@/features/admin/admin-page';

export function Component() {
  return (
    <RequireAdmin>
      <AdminPage />
    </RequireAdmin>
  );
}
