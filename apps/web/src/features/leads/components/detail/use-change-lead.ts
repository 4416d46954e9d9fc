import type { Lead, UpdateLeadRequest } from '@bluebonnet/contracts';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateLead } from '../../api';

/** A PATCH of one lead with the spec's 'Lead Updated' toast; `describe` says what changed. */
export function useChangeLead(lead: Lead) {
  const update = useUpdateLead();
  function change(body: UpdateLeadRequest, describe: (updated: Lead) => string) {
    update.mutate(
      { id: lead.id, ...body },
      {
        onSuccess: (updated) => toast({ title: 'Lead Updated', description: describe(updated) }),
        // The spec shows no handling here; saying so beats a dropdown that silently snaps back.
        onError: (err) =>
          toast({
            title: 'Update Failed',
            description: serverMessage(err, 'Unable to update the lead. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }
  /** While saving, the change being saved (so a dropdown shows the new value, not the old one). */
  const pending = update.isPending ? update.variables : undefined;
  return { change, isPending: update.isPending, pending };
}
