import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Lead } from '@bluebonnet/contracts';
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
import { useDeleteLead } from '../../api';
import { fullName } from '../../labels';

/** Delete, after a confirmation; the list, stats and follow-ups reload. */
export function DeleteLeadDialog({ lead, onDeleted }: { lead: Lead; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteLead();
  const name = fullName(lead);

  const confirm = () =>
    remove.mutate(lead.id, {
      onSuccess: () => {
        toast({ title: 'Lead Deleted', description: `${name} and their activities were deleted.` });
        setOpen(false);
        onDeleted();
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: serverMessage(err, 'Failed to delete the lead. Please try again.'),
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
        <AlertDialogTitle>Delete Lead</AlertDialogTitle>
        <AlertDialogDescription>
          This permanently deletes {name} ({lead.email}), their activities and insights. This cannot be undone.
        </AlertDialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">Cancel</Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting...' : 'Delete Lead'}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
