import type { InsightFactor } from '@bluebonnet/contracts';
import { cn } from '@/lib/cn';

type ScoreCardProps = { title: string; value: string; label: string; factors: InsightFactor[]; testId?: string };

/** '12 of 20 points', '−5 of 10 points'. */
export function pointsText({ points, weight }: Pick<InsightFactor, 'points' | 'weight'>): string {
  const sign = points < 0 ? '−' : '';
  return `${sign}${Math.abs(points)} of ${weight} ${weight === 1 ? 'point' : 'points'}`;
}

/** A score with its spec §9 label and the factors that made it, so the agent can check the reasoning. */
export function ScoreCard({ title, value, label, factors, testId }: ScoreCardProps) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 p-3">
      <p className="text-sm text-slate-600">{title}</p>
      <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold text-slate-900 tabular-nums" data-testid={testId}>
          {value}
        </span>
        <span className="text-sm font-semibold text-bonnet-800">{label}</span>
      </p>
      {factors.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-bonnet-700">Why this score</summary>
          <ul className="mt-2 space-y-2" aria-label={`${title} factors`}>
            {factors.map((factor) => (
              <li key={factor.name} className="rounded-lg bg-slate-50 p-2">
                <p className="flex flex-wrap justify-between gap-x-2">
                  <span className="font-medium text-slate-900">{factor.name}</span>
                  <span
                    className={cn(
                      'tabular-nums',
                      factor.points > 0 ? 'text-emerald-700' : factor.points < 0 ? 'text-red-700' : 'text-slate-600',
                    )}
                  >
                    {pointsText(factor)}
                  </span>
                </p>
                <p className="mt-0.5 text-slate-600">{factor.detail}</p>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
