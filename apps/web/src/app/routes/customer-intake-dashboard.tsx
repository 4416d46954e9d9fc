import { RequireUser } from '../guards';
import { UnbuiltPage } from './unbuilt-page';

// Replaced by the Customer Intake Portal when its issue lands.
export function Component() {
  return (
    <RequireUser>
      <UnbuiltPage
        title="Customer Intake Portal"
        description="Track the leads your public intake form captures, share form links by SMS or QR code, and get an AI analysis of each client."
      />
    </RequireUser>
  );
}
