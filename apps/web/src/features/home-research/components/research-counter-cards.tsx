import { useState } from 'react';
import { CalendarCheck, Home, Search, Star } from 'lucide-react';
import type { ResearchProfile } from '@bluebonnet/contracts';
import { Card } from '@/components/ui/card';
import { countResearch, type ResearchCounts } from '../research-counters';

const counters: Array<{ key: keyof ResearchCounts; label: string; icon: typeof Home; tone: string }> = [
  { key: 'activeProfiles', label: 'Active Profiles', icon: Search, tone: 'bg-bonnet-50 text-bonnet-700' },
  { key: 'totalMatches', label: 'Total Matches', icon: Home, tone: 'bg-sky-50 text-sky-700' },
  { key: 'activeMatches', label: 'Active Matches', icon: Star, tone: 'bg-amber-50 text-amber-700' },
  { key: 'thisWeek', label: 'This Week', icon: CalendarCheck, tone: 'bg-emerald-50 text-emerald-700' },
];

/** Active Profiles, Total Matches, Active Matches and This Week (spec §2, §9). */
export function ResearchCounterCards({ profiles }: { profiles: ResearchProfile[] }) {
  const [now] = useState(() => Date.now());
  const counts = countResearch(profiles, now);
  return (
    <section aria-labelledby="research-counters-title">
      <h2 id="research-counters-title" className="sr-only">
        Research counts
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map(({ key, label, icon: Icon, tone }) => (
          <li key={key}>
            <Card className="flex h-full items-center gap-4 p-5">
              <div className={`grid size-10 shrink-0 place-items-center rounded-xl ${tone}`}>
                <Icon aria-hidden className="size-5" />
              </div>
              <p className="flex min-w-0 flex-col-reverse">
                <span className="text-sm text-slate-600">{label}</span>
                <span className="text-2xl font-bold text-slate-900 tabular-nums">{counts[key]}</span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
