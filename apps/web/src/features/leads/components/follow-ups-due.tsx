import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import type { Lead } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { followUpsQuery } from '../api';
import { dateText, fullName } from '../labels';

type FollowUpsDueProps = { selectedId: number | null; onSelect: (id: number) => void };

/** Issue 8 §5: overdue and due-today follow-ups at the top, so none slips; clicking one opens the lead. */
export function FollowUpsDue({ selectedId, onSelect }: FollowUpsDueProps) {
  const followUps = useQuery(followUpsQuery);
  const overdue = followUps.data?.overdue ?? [];
  const dueToday = followUps.data?.dueToday ?? [];
  const count = overdue.length + dueToday.length;

  return (
    <section
      aria-labelledby="follow-ups-due-title"
      data-testid="follow-ups-due"
      className="rounded-2xl border border-amber-200 bg-amber-50/70 p-4"
    >
      <div className="flex items-center gap-2">
        <BellRing aria-hidden className="size-4 text-amber-700" />
        <h3 id="follow-ups-due-title" className="text-sm font-semibold text-slate-900">
          Follow-ups due
        </h3>
        {count > 0 && <Badge tone="warning">{count}</Badge>}
      </div>
      {followUps.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Unable to load the follow-ups due.
        </p>
      ) : followUps.isPending ? null : count === 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          Nothing due today. Set a next follow-up date on a lead to see it here.
        </p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Follow-ups due">
          {overdue.map((lead) => (
            <FollowUpChip key={lead.id} lead={lead} overdue selected={lead.id === selectedId} onSelect={onSelect} />
          ))}
          {dueToday.map((lead) => (
            <FollowUpChip key={lead.id} lead={lead} selected={lead.id === selectedId} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </section>
  );
}

type FollowUpChipProps = { lead: Lead; overdue?: boolean; selected: boolean; onSelect: (id: number) => void };

function FollowUpChip({ lead, overdue = false, selected, onSelect }: FollowUpChipProps) {
  const when = overdue && lead.nextFollowUpDate ? `Overdue since ${dateText(lead.nextFollowUpDate)}` : 'Due today';
  return (
    <li className="max-w-full">
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(lead.id)}
        className="flex max-w-full flex-wrap items-center gap-x-2 rounded-lg border border-amber-300 bg-white px-3 py-1.5 text-left text-sm hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-bonnet-600"
      >
        <span className="font-semibold break-words text-slate-900">{fullName(lead)}</span>
        {/* A real space, so the button's name reads "Olga Reyes Due today". */}{' '}
        <span className={overdue ? 'font-medium text-red-700' : 'text-amber-800'}>{when}</span>
      </button>
    </li>
  );
}
