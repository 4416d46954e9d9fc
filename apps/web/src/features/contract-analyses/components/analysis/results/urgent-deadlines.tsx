import { Clock, Hourglass, CircleAlert } from 'lucide-react';
import { URGENT_DEADLINE_DAYS, type ContractDeadline } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { daysLabel, formatCutoff, formatDueDate, paragraphLabel } from '../../../format';
import { EmptyLine, ResultSection } from '../../shared/result-section';
import { urgentDeadlines } from './deadline-dates';

/** Deadlines due within 7 days (alert icon at 3 or fewer), then those still waiting for an event. */
export function UrgentDeadlines({ deadlines }: { deadlines: ContractDeadline[] }) {
  const urgent = urgentDeadlines(deadlines);
  const waiting = deadlines.filter((d) => d.status === 'waiting');
  return (
    <ResultSection
      title="Urgent Deadlines"
      icon={Clock}
      action={<Badge tone={urgent.length > 0 ? 'danger' : 'neutral'}>{urgent.length} in 7 days</Badge>}
    >
      {urgent.length === 0 ? (
        <EmptyLine>Nothing is due in the next 7 days.</EmptyLine>
      ) : (
        <ul className="space-y-2">
          {urgent.map((d) => {
            const alert = d.daysLeft <= URGENT_DEADLINE_DAYS;
            const cutoff = formatCutoff(d.dueTime);
            return (
              <li key={d.key} className="flex items-start gap-2 text-sm">
                {alert ? (
                  <CircleAlert aria-label="Due within 3 days" className="mt-0.5 size-4 shrink-0 text-red-600" />
                ) : (
                  <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{d.title}</p>
                  <p className="text-slate-600">
                    {formatDueDate(d.dueDate)}
                    {cutoff && `, ${cutoff}`} · {paragraphLabel(d.paragraph)}
                  </p>
                </div>
                <Badge tone={alert ? 'danger' : 'warning'}>{daysLabel(d.daysLeft)}</Badge>
              </li>
            );
          })}
        </ul>
      )}
      {waiting.length > 0 && (
        <>
          <h4 className="mt-5 mb-2 text-sm font-semibold text-slate-900">Waiting on an event</h4>
          <ul className="space-y-2">
            {waiting.map((d) => (
              <li key={d.key} className="flex items-start gap-2 text-sm">
                <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
                <p>
                  <span className="font-medium text-slate-900">{d.title}</span>{' '}
                  <span className="text-slate-600">
                    — waits for {d.waitingFor ?? 'a triggering event'}
                    {d.daysAfterEffectiveDate != null &&
                      d.waitingFor === 'the Effective Date' &&
                      ` (due ${d.daysAfterEffectiveDate === 1 ? '1 day' : `${d.daysAfterEffectiveDate} days`} after it)`}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </ResultSection>
  );
}
