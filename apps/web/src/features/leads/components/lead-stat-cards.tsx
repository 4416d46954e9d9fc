import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Flame, UserCheck, Users } from 'lucide-react';
import type { LeadStats } from '@bluebonnet/contracts';
import { Card } from '@/components/ui/card';
import { leadStatsQuery } from '../api';

const cards: Array<{ key: keyof LeadStats; label: string; icon: typeof Users; tone: string }> = [
  { key: 'total', label: 'Total Leads', icon: Users, tone: 'bg-bonnet-50 text-bonnet-700' },
  { key: 'qualified', label: 'Qualified', icon: UserCheck, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'highPriority', label: 'High Priority', icon: Flame, tone: 'bg-red-50 text-red-700' },
  { key: 'thisWeek', label: 'This Week', icon: CalendarPlus, tone: 'bg-sky-50 text-sky-700' },
];

/** Spec §2.2's four cards, counted by the server over every lead (not just the page shown). */
export function LeadStatCards() {
  const stats = useQuery(leadStatsQuery);
  return (
    <section aria-labelledby="lead-stats-title" data-testid="lead-stats">
      <h3 id="lead-stats-title" className="sr-only">
        Lead counts
      </h3>
      {stats.isError && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Unable to load the lead counts.
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ key, label, icon: Icon, tone }) => (
          <li key={key}>
            <Card className="flex h-full items-center gap-3 p-4">
              <div className={`grid size-10 shrink-0 place-items-center rounded-xl ${tone}`}>
                <Icon aria-hidden className="size-5" />
              </div>
              <p className="flex min-w-0 flex-col-reverse">
                <span className="text-sm text-slate-600">{label}</span>
                <span className="text-2xl font-bold text-slate-900 tabular-nums">
                  {stats.data ? stats.data[key] : '–'}
                </span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
