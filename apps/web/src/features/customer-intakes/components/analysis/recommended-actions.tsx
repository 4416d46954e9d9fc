import { Clock } from 'lucide-react';
import type { ClientAnalysis } from '@bluebonnet/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const priorityTones: Record<ClientAnalysis['recommendedActions'][number]['priority'], BadgeTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
};

const priorityText = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** Each recommended action with its reason, priority and timeframe (spec §2). */
export function RecommendedActions({ actions }: { actions: ClientAnalysis['recommendedActions'] }) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">Recommended Actions</h3>
      {actions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No actions recommended right now.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {actions.map((item) => (
            <li key={item.action} className="rounded-xl border border-slate-200 p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-medium text-slate-900">{item.action}</p>
                <div className="flex flex-wrap gap-1.5">
                  <Badge tone={priorityTones[item.priority]}>{priorityText[item.priority]} Priority</Badge>
                  <Badge>
                    <Clock aria-hidden className="size-3" />
                    <span className="sr-only">Timeframe: </span>
                    {item.timeframe}
                  </Badge>
                </div>
              </div>
              <p className="mt-1 text-sm text-slate-600">{item.reason}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
