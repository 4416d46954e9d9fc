import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Phone, Sparkles, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { intakeStatsQuery, type IntakeStats } from '../../summary-queries';

const counters: Array<{ key: keyof IntakeStats; label: string; icon: typeof Users; tone: string }> = [
  { key: 'total', label: 'Total Intakes', icon: Users, tone: 'bg-bonnet-50 text-bonnet-700' },
  { key: 'new', label: 'New Leads', icon: Sparkles, tone: 'bg-sky-50 text-sky-700' },
  { key: 'contacted', label: 'Contacted', icon: Phone, tone: 'bg-amber-50 text-amber-700' },
  { key: 'active', label: 'Active', icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-700' },
];

/** Total Intakes, New Leads, Contacted and Active, from the server's counts (spec §2). */
export function IntakeCounters({ compact = false }: { compact?: boolean }) {
  const stats = useQuery(intakeStatsQuery);
  return (
    <section aria-labelledby="intake-counters-title">
      <h2 id="intake-counters-title" className="sr-only">
        Intake counts
      </h2>
      {stats.isError && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Unable to load the intake counts.
        </p>
      )}
      <ul className={compact ? 'grid grid-cols-2 gap-3 md:grid-cols-4' : 'grid grid-cols-2 gap-4 lg:grid-cols-4'}>
        {counters.map(({ key, label, icon: Icon, tone }) => (
          <li key={key}>
            <Card className={compact ? 'flex h-full items-center gap-3 p-4' : 'flex h-full items-center gap-4 p-5'}>
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
