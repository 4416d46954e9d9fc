import { Fragment, useId } from 'react';
import { leadPriorityLabels, leadSourceLabels, leadStatusLabels, type Lead } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { budgetText, dateText, fullName, priorityTones, statusTones } from '../../labels';

type LeadRowProps = { lead: Lead; selected: boolean; onSelect: (id: number) => void };

/**
 * One lead in the list. The button holds only the name (so its accessible name is its visible text)
 * and stretches over the card, so the whole card is the click target; badges, source, budget and
 * score describe it.
 */
export function LeadRow({ lead, selected, onSelect }: LeadRowProps) {
  const detailsId = useId();
  const details = [
    `Source: ${leadSourceLabels[lead.source]}`,
    `Budget: ${budgetText(lead.budget)}`,
    lead.engagementScore === null ? null : `Engagement: ${lead.engagementScore}/100`,
    lead.nextFollowUpDate ? `Follow-up: ${dateText(lead.nextFollowUpDate)}` : null,
  ].filter((part) => part !== null);
  return (
    <div
      data-testid="lead-row"
      className={cn(
        'relative w-full rounded-xl border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-bonnet-600',
        selected ? 'border-bonnet-400 bg-bonnet-50' : 'border-slate-200 bg-white hover:bg-slate-50',
      )}
    >
      <span className="flex flex-wrap items-start justify-between gap-2">
        <button
          type="button"
          aria-describedby={detailsId}
          aria-current={selected ? 'true' : undefined}
          onClick={() => onSelect(lead.id)}
          className="min-w-0 text-left font-semibold break-words text-slate-900 outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
        >
          {fullName(lead)}
        </button>
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
    </div>
  );
}
