import type { ClientAnalysis } from '@bluebonnet/contracts';
import { cn } from '@/lib/cn';

/** '+15 points', '−10 points', '0 points'. */
export function formatPoints(points: number): string {
  const size = Math.abs(points);
  const unit = size === 1 ? 'point' : 'points';
  if (points > 0) return `+${size} ${unit}`;
  if (points < 0) return `−${size} ${unit}`;
  return `0 ${unit}`;
}

/** The factors that moved the conversion score, biggest first: the score is computed, not guessed. */
export function ScoreFactors({ factors }: { factors: ClientAnalysis['factors'] }) {
  if (factors.length === 0) return null;
  const sorted = [...factors].sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">What Moved the Score</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {sorted.map(({ factor, points }) => (
          <li key={factor} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <span className="text-slate-700">{factor}</span>
            <span
              className={cn(
                'shrink-0 font-semibold tabular-nums',
                points > 0 ? 'text-emerald-700' : points < 0 ? 'text-red-700' : 'text-slate-600',
              )}
            >
              {formatPoints(points)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
