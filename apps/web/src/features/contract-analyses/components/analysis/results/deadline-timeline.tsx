import { CalendarDays } from 'lucide-react';
import type { ContractDeadline } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { formatCutoff, formatDueDate, formatTimeZone, paragraphLabel } from '../../../format';
import { assigneeLabels } from '../../../labels';
import { EmptyLine, ResultSection } from '../../shared/result-section';

function DueLine({ deadline }: { deadline: ContractDeadline }) {
  if (deadline.status === 'waiting' || !deadline.dueDate) {
    // Counted from a blank Effective Date: say how far after it, so it reads as a date to come.
    const days = deadline.daysAfterEffectiveDate;
    if (days != null && deadline.waitingFor === 'the Effective Date') {
      return (
        <p className="font-medium text-slate-700">
          {days === 1 ? '1 day' : `${days} days`} after the Effective Date, which is blank
        </p>
      );
    }
    return <p className="font-medium text-slate-700">Waiting for {deadline.waitingFor ?? 'a triggering event'}</p>;
  }
  const cutoff = formatCutoff(deadline.dueTime);
  return (
    <p className="font-medium text-slate-900">
      <time dateTime={deadline.dueDate}>{formatDueDate(deadline.dueDate)}</time>
      {cutoff && `, by ${cutoff} (${formatTimeZone(deadline.timeZone)})`}
    </p>
  );
}

/** Every computed deadline: date and cut-off, paragraph, the rule used, and roll-forward notes. */
export function DeadlineTimeline({ deadlines }: { deadlines: ContractDeadline[] }) {
  return (
    <ResultSection title="Deadline Timeline" icon={CalendarDays}>
      {deadlines.length === 0 ? (
        <EmptyLine>No deadlines could be computed from this contract.</EmptyLine>
      ) : (
        <ol className="relative space-y-4 border-l-2 border-bonnet-100 pl-5">
          {deadlines.map((d) => (
            <li key={d.key} className="relative text-sm">
              <span
                aria-hidden
                className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full bg-bonnet-600 ring-4 ring-white"
              />
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{d.title}</span>
                <Badge>{paragraphLabel(d.paragraph)}</Badge>
                <Badge tone={d.priority === 'high' ? 'danger' : 'neutral'}>{assigneeLabels[d.assignee]}</Badge>
              </div>
              <DueLine deadline={d} />
              <p className="text-slate-600">{d.rule}</p>
              {d.rolledForward && d.originalDueDate && (
                <p className="text-amber-800">
                  Rolled forward from {formatDueDate(d.originalDueDate)}, a weekend or legal holiday.
                </p>
              )}
              {d.latestDueDate && (
                <p className="text-slate-700">
                  Deliver by {formatDueDate(d.dueDate)}; under a wider reading of “legal holiday” it would be late only
                  after {formatDueDate(d.latestDueDate)}.
                </p>
              )}
              {d.note && <p className="text-slate-700">{d.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </ResultSection>
  );
}
