import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { KeyRound } from 'lucide-react';
import { updatePasswordRequest, type UpdatePasswordRequest, type User } from '@bluebonnet/contracts';
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
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useUpdatePassword } from '../api';
import { fullName } from '../user-labels';
import { RowActionButton } from './row-action-button';

const minLength = updatePasswordRequest.shape.newPassword.minLength ?? 6;

/** Set a user's password; the button stays disabled until it has 6 characters (spec §5). */
export function PasswordDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  // Out here, so the result is still told when the dialog was closed while saving.
  const update = useUpdatePassword();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
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
        {/* Inside the content, so closing the dialog forgets what was typed. */}
        <PasswordForm user={user} update={update} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

type PasswordFormProps = { user: User; update: ReturnType<typeof useUpdatePassword>; onDone: () => void };

function PasswordForm({ user, update, onDone }: PasswordFormProps) {
  const form = useForm<UpdatePasswordRequest>({
    resolver: zodResolver(updatePasswordRequest),
    defaultValues: { newPassword: '' },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    update.mutate(
      { id: user.id, newPassword },
      {
        onSuccess: () => {
          toast({ title: 'Password Updated', description: `The password for ${user.email} has been changed.` });
          onDone();
        },
        onError: (err) => {
          applyServerIssues(form.setError, err, ['newPassword']);
          toast({
            title: 'Error',
            description: serverMessage(err, 'Failed to update password'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        description={`At least ${minLength} characters.`}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!isValid || update.isPending}>
          {update.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </DialogFooter>
    </form>
  );
}
