import { RequireUser } from '../guards';
import { UnbuiltPage } from './unbuilt-page';

// Replaced by the Home Research Dashboard when its issue lands.
export function Component() {
  return (
    <RequireUser>
      <UnbuiltPage
        title="Home Research Dashboard"
        description="Run AI home-research profiles for your clients on a schedule and review the property matches they find."
      />
    </RequireUser>
  );
}
