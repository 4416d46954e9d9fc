import { Lightbulb, Target } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { PRIORITY_ACTIONS, TOP_SUGGESTIONS } from '../../../constants';
import { EmptyLine, ResultSection } from '../../shared/result-section';
import { ActionItemRow } from './action-item-row';
import { byPriority as actionsByPriority } from './action-items';
import { byPriority, SuggestionItem } from './suggestion-item';

/** The 3 most important recommendations and the 3 most important open action items (spec §9). */
export function TopPicks({ analysis }: { analysis: ContractAnalysis }) {
  const suggestions = byPriority(analysis.suggestions).slice(0, TOP_SUGGESTIONS);
  const actions = actionsByPriority(analysis.actionItems).slice(0, PRIORITY_ACTIONS);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ResultSection title="Top Recommendations" icon={Lightbulb}>
        {suggestions.length === 0 ? (
          <EmptyLine>No recommendations.</EmptyLine>
        ) : (
          <ul className="space-y-2">
            {suggestions.map((s, i) => (
              <SuggestionItem key={`${s.category}-${i}`} suggestion={s} />
            ))}
          </ul>
        )}
      </ResultSection>
      <ResultSection title="Priority Actions" icon={Target}>
        {actions.length === 0 ? (
          <EmptyLine>All action items are complete.</EmptyLine>
        ) : (
          <ul className="divide-y divide-slate-100">
            {actions.map((item) => (
              <ActionItemRow key={item.id} contractId={analysis.id} item={item} />
            ))}
          </ul>
        )}
      </ResultSection>
    </div>
  );
}
