import type { User } from '@bluebonnet/contracts';
import { DeleteUserDialog } from './delete-user-dialog';
import { PasswordDialog } from './password-dialog';
import { SubscriptionDialog } from './subscription-dialog';
import { UserDetailsDialog } from './user-details-dialog';

/** Each dialog owns its trigger, so focus returns to the row's button when it closes. */
export function UserRowActions({ user }: { user: User }) {
  return (
    <div className="flex items-center gap-1">
      <UserDetailsDialog user={user} />
      <PasswordDialog user={user} />
      <SubscriptionDialog user={user} />
      {user.role !== 'admin' && <DeleteUserDialog user={user} />}
    </div>
  );
}
