import { RequireUser } from '../guards';
import { CustomerIntakePortal } from '@/features/customer-intakes/components/portal/portal-page';

export function Component() {
  return (
    <RequireUser>
      <CustomerIntakePortal />
    </RequireUser>
  );
}
