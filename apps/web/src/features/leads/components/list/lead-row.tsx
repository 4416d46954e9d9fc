import { Fragment, useId } from 'react';
import { leadPriorityLabels, leadSourceLabels, leadStatusLabels, type Lead } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { budgetText, dateText, fullName, priorityTones, statusTones } from '../../labels';

type LeadRowProps = { lead: Lead; selected: boolean; onSelect: (id: number) => void };

/** One lead in the list: a button named by the lead, described by its badges, source, budget and score. */
export function LeadRow({ lead, selected, onSelect }: LeadRowProps) {
  const nameId = useId();
  const detailsId = useId();
  const details = [
    `Source: ${leadSourceLabels[lead.source]}`,
    `Budget: ${budgetText(lead.budget)}`,
    lead.engagementScore === null ? null : `Engagement: ${lead.engagementScore}/100`,
    lead.nextFollowUpDate ? `Follow-up: ${dateText(lead.nextFollowUpDate)}` : null,
  ].filter((part) => part !== null);
  return (
    <button
      type="button"
      data-testid="lead-row"
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(lead.id)}
      className={cn(
        'w-full rounded-xl border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-bonnet-600',
        selected ? 'border-bonnet-400 bg-bonnet-50' : 'border-slate-200 bg-white hover:bg-slate-50',
      )}
    >
      <span className="flex flex-wrap items-start justify-between gap-2">
        <span id={nameId} className="min-w-0 font-semibold break-words text-slate-900">
          {fullName(lead)}
        </span>
        <span className="flex flex-wrap gap-1.5">
          <Badge tone={statusTones[lead.status]}>{leadStatusLabels[lead.status]}</Badge>{' '}
          <Badge tone={priorityTones[lead.priority]}>{leadPriorityLabels[lead.priority]} priority</Badge>
        </span>
      </span>
      <span id={detailsId} className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-600">
        {details.map((text, i) => (
          // The space between parts is not laid out in the flex row, but a screen reader hears it.
          <Fragment key={text}>
            {i > 0 && ' '}
            <span>{text}</span>
          </Fragment>
        ))}
      </span>
    </button>
  );
}
