import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { updatePasswordRequest, type User } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdatePassword } from '../api';
import { fullName } from '../user-labels';
import { RowActionButton } from './row-action-button';

const minLength = updatePasswordRequest.shape.newPassword.minLength ?? 6;

/** Set a user's password; the button stays disabled until it has 6 characters (spec §5). */
export function PasswordDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const update = useUpdatePassword();
  const valid = updatePasswordRequest.safeParse({ newPassword }).success;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setNewPassword('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    update.mutate(
      { id: user.id, newPassword },
      {
        onSuccess: () => {
          toast({ title: 'Password Updated', description: `The password for ${user.email} has been changed.` });
          onOpenChange(false);
        },
        onError: (err) => {
          toast({
            title: 'Error',
            description: serverMessage(err, 'Failed to update password'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <RowActionButton label={`Change Password for ${fullName(user)}`}>
          <KeyRound aria-hidden />
        </RowActionButton>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Set a new password for {fullName(user)} ({user.email}).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate>
          <FormField
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${minLength} characters.`}
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!valid || update.isPending}>
              {update.isPending ? 'Updating...' : 'Update Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
