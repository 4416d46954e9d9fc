import type { ContractAnalysis } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';

export type Suggestion = ContractAnalysis['suggestions'][number];

const tone = { high: 'danger', medium: 'warning', low: 'neutral' } as const;

/** A recommendation; `detailed` adds how to do it, its cost and its benefit. */
export function SuggestionItem({ suggestion, detailed }: { suggestion: Suggestion; detailed?: boolean }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{suggestion.category}</Badge>
        <Badge tone={tone[suggestion.priority]}>{suggestion.priority} priority</Badge>
      </div>
      <p className="mt-2 text-sm font-medium text-slate-900">{suggestion.suggestion}</p>
      {detailed && (
        <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
          <dt className="text-slate-600">How</dt>
          <dd className="text-slate-800">{suggestion.implementation}</dd>
          <dt className="text-slate-600">Cost</dt>
          <dd className="text-slate-800">{suggestion.cost}</dd>
          <dt className="text-slate-600">Benefit</dt>
          <dd className="text-slate-800">{suggestion.benefit}</dd>
        </dl>
      )}
    </li>
  );
}

const priorityRank = { high: 0, medium: 1, low: 2 } as const;

export function byPriority(suggestions: Suggestion[]): Suggestion[] {
  return [...suggestions].sort((a, b) => priorityRank[a.priority] - priorityRank[b.priority]);
}
