import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { CustomerIntake } from '@bluebonnet/contracts';
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
import { useDeleteIntake } from '../../api';
import { fullName } from '../../labels';

/** Delete, after a confirmation; the list and the counters reload. */
export function DeleteIntakeDialog({ intake }: { intake: CustomerIntake }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteIntake();
  const name = fullName(intake);

  const confirm = () =>
    remove.mutate(intake.id, {
      onSuccess: () => {
        toast({ title: 'Intake Deleted', description: `${name}'s intake has been deleted.` });
        setOpen(false);
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: serverMessage(err, 'Failed to delete the intake. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" aria-label={`Delete ${name}`}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete Intake</AlertDialogTitle>
        <AlertDialogDescription>
          This permanently deletes {name}&apos;s intake ({intake.email}) and its AI analysis. This cannot be undone.
        </AlertDialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">Cancel</Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting...' : 'Delete Intake'}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
