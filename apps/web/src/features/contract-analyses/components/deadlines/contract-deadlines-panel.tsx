import { useId } from 'react';
import { CalendarCheck, CalendarClock } from 'lucide-react';
import { URGENT_DEADLINE_DAYS } from '@bluebonnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { contractDeadlinesQuery } from '../../api';
import { CalendarFeed } from './calendar-feed';
import { DeadlineGroup } from './deadline-group';
import { DeadlinesSkeleton } from './deadlines-skeleton';

/** The Contract Deadlines card (spec §2.4): urgent within 3 days, then the rest of the next 30 days. */
export function ContractDeadlinesPanel() {
  const titleId = useId();
  const deadlines = useQuery(contractDeadlinesQuery);
  const items = deadlines.data ?? [];
  const urgent = items.filter((d) => d.daysUntil <= URGENT_DEADLINE_DAYS);
  const upcoming = items.filter((d) => d.daysUntil > URGENT_DEADLINE_DAYS);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={titleId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
            <CalendarClock aria-hidden className="size-6 text-bonnet-700" />
            Contract Deadlines
          </h2>
          {deadlines.data && (
            <div className="flex gap-2">
              {urgent.length > 0 && <Badge tone="danger">{urgent.length} Urgent</Badge>}
              <Badge>{items.length} Total</Badge>
            </div>
          )}
        </div>
        {deadlines.isPending && <DeadlinesSkeleton />}
        {deadlines.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
            Unable to load contract deadlines. Please check your connection and try again.
          </p>
        )}
        {deadlines.data && items.length === 0 && (
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <CalendarCheck aria-hidden className="size-10 text-emerald-600" />
            <p className="font-semibold text-slate-900">No upcoming deadlines</p>
            <p className="text-sm text-slate-600">All contract deadlines are current</p>
          </div>
        )}
        {items.length > 0 && (
          // Focusable so keyboard users can scroll the 600 px list.
          <div
            tabIndex={0}
            aria-label="Deadline list"
            role="region"
            className="max-h-[600px] space-y-5 overflow-y-auto pr-1"
          >
            <DeadlineGroup title="Urgent (Next 3 Days)" items={urgent} urgent />
            <DeadlineGroup title="Upcoming (Next 30 Days)" items={upcoming} urgent={false} />
          </div>
        )}
        <CalendarFeed />
      </section>
    </Card>
  );
}
