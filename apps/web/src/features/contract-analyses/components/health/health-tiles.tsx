import { useId } from 'react';
import type { HealthFilter, HealthSummary } from '@bluebonnet/domain';
import { cn } from '@/lib/cn';

const tiles: Array<{ label: string; filter: HealthFilter; count: (s: HealthSummary) => number; className: string }> = [
  { label: 'Total', filter: 'all', count: (s) => s.total, className: 'text-slate-900' },
  { label: 'Healthy', filter: 'healthy', count: (s) => s.healthy, className: 'text-emerald-700' },
  { label: 'Moderate Risk', filter: 'moderate', count: (s) => s.moderate, className: 'text-amber-700' },
  { label: 'Needs Attention', filter: 'needs-attention', count: (s) => s.needsAttention, className: 'text-red-700' },
];

type HealthTilesProps = { summary: HealthSummary; onPick: (filter: HealthFilter) => void };

/** Summary tiles; each opens the contract history filtered to that group. */
export function HealthTiles({ summary, onPick }: HealthTilesProps) {
  const hintId = useId();
  return (
    <>
      <p id={hintId} className="sr-only">
        Opens these contracts in the Contract Assistant history.
      </p>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.label}>
            {/* Label first in the DOM so the name reads "Healthy 2"; the count is shown on top. */}
            <button
              type="button"
              onClick={() => onPick(tile.filter)}
              aria-describedby={hintId}
              className="flex w-full flex-col-reverse rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-bonnet-300 hover:shadow"
            >
              <span className="text-sm text-slate-600">{tile.label}</span>{' '}
              <span className={cn('block text-3xl font-bold tabular-nums', tile.className)}>{tile.count(summary)}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
