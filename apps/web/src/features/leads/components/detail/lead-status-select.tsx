import { leadStatusLabels, leadStatuses, type Lead, type LeadStatus } from '@bluebonnet/contracts';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { fullName } from '../../labels';
import { useChangeLead } from './use-change-lead';

/** Spec §4: any of the six statuses, no restriction; sends `{ status }` alone. */
export function LeadStatusSelect({ lead }: { lead: Lead }) {
  const { change, isPending, pending } = useChangeLead(lead);
  return (
    <SelectField
      label="Status"
      options={optionsOf(leadStatuses, leadStatusLabels)}
      value={pending?.status ?? lead.status}
      disabled={isPending}
      aria-busy={isPending}
      onChange={(e) => {
        const status = e.target.value as LeadStatus;
        change({ status }, (updated) => `${fullName(updated)} is now ${leadStatusLabels[updated.status]}.`);
      }}
    />
  );
}
