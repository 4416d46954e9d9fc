import { Trash2 } from 'lucide-react';
import type { Lead } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteLead } from '../../api';
import { fullName } from '../../labels';

/** Delete, after a confirmation; the list, stats and follow-ups reload. */
export function DeleteLeadDialog({ lead, onDeleted }: { lead: Lead; onDeleted: () => void }) {
  const remove = useDeleteLead();
  const name = fullName(lead);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" aria-label={`Delete ${name}`}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      title="Delete Lead"
      description={`This permanently deletes ${name} (${lead.email}), their activities and insights. This cannot be undone.`}
      confirmLabel="Delete Lead"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(lead.id, {
          onSuccess: () => {
            toast({ title: 'Lead Deleted', description: `${name} and their activities were deleted.` });
            close();
            onDeleted();
          },
          onError: (err) =>
            toast({
              title: 'Error',
              description: serverMessage(err, 'Failed to delete the lead. Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
