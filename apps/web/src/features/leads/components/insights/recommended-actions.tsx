import { CalendarCheck } from 'lucide-react';
import { leadPriorityLabels, type Lead, type RecommendedLeadAction } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { dateText, fullName, priorityTones } from '../../labels';
import { useChangeLead } from '../detail/use-change-lead';

type RecommendedActionsProps = { lead: Lead; actions: RecommendedLeadAction[] };

/** Each action with why and by when; one click makes its due date the lead's next follow-up. */
export function RecommendedActions({ lead, actions }: RecommendedActionsProps) {
  const { change, isPending } = useChangeLead(lead);
  return (
    <div>
      <h5 className="text-sm font-semibold text-slate-900">Recommended Actions</h5>
      {actions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No actions recommended right now.</p>
      ) : (
        <ol className="mt-2 space-y-2" aria-label="Recommended actions">
          {actions.map((item) => {
            const isFollowUp = lead.nextFollowUpDate === item.dueDate;
            return (
              <li key={`${item.action}-${item.dueDate}`} className="rounded-xl border border-slate-200 p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 font-medium break-words text-slate-900">{item.action}</p>
                  <Badge tone={priorityTones[item.priority]}>{leadPriorityLabels[item.priority]} priority</Badge>
                </div>
                <p className="mt-1 text-sm text-slate-600">{item.reason}</p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-slate-700">Due {dateText(item.dueDate)}</p>
                  {isFollowUp ? (
                    <span className="flex items-center gap-1 text-sm font-medium text-emerald-700">
                      <CalendarCheck aria-hidden className="size-4" />
                      Set as next follow-up
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={isPending}
                      aria-label={`Set as follow-up: ${item.action}`}
                      onClick={() =>
                        change(
                          { nextFollowUpDate: item.dueDate },
                          (u) => `Follow up with ${fullName(u)} on ${dateText(item.dueDate)}.`,
                        )
                      }
                    >
                      Set as follow-up
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
