import { useState } from 'react';
import { Trash } from 'lucide-react';
import type { User } from '@bluebonnet/contracts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api';
import { fullName } from '../user-labels';
import { RowActionButton } from './row-action-button';

/** Confirm, then DELETE the user; only rendered for non-admin users (spec §5). */
export function DeleteUserDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();
  const name = fullName(user);

  const confirm = () => {
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({ title: 'User Deleted', description: `${name} has been deleted.` });
        setOpen(false);
      },
      onError: (err) => {
        toast({ title: 'Error', description: serverMessage(err, 'Failed to delete user'), variant: 'destructive' });
      },
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <RowActionButton label={`Delete ${name}`} tone="danger">
          <Trash aria-hidden />
        </RowActionButton>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete User</AlertDialogTitle>
        <AlertDialogDescription>
          This permanently deletes {name} ({user.email}) and all of their data. This cannot be undone.
        </AlertDialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">Cancel</Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting...' : 'Delete User'}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
