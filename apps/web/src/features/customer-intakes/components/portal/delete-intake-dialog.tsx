import { Trash2 } from 'lucide-react';
import type { CustomerIntake } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteIntake } from '../../api';
import { fullName } from '../../labels';

/** Delete, after a confirmation; the list and the counters reload. */
export function DeleteIntakeDialog({ intake }: { intake: CustomerIntake }) {
  const remove = useDeleteIntake();
  const name = fullName(intake);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" aria-label={`Delete ${name}`}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      title="Delete Intake"
      description={`This permanently deletes ${name}'s intake (${intake.email}) and its AI analysis. This cannot be undone.`}
      confirmLabel="Delete Intake"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(intake.id, {
          onSuccess: () => {
            toast({ title: 'Intake Deleted', description: `${name}'s intake has been deleted.` });
            close();
          },
          onError: (err) =>
            toast({
              title: 'Error',
              description: serverMessage(err, 'Failed to delete the intake. Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
