import { Sparkles } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { EmptyLine, ResultSection } from '../../shared/result-section';
import { byPriority, SuggestionItem } from './suggestion-item';

/** Every recommendation, with how, cost and benefit. */
export function RecommendationsSection({ suggestions }: { suggestions: ContractAnalysis['suggestions'] }) {
  return (
    <ResultSection title="AI Recommendations" icon={Sparkles}>
      {suggestions.length === 0 ? (
        <EmptyLine>No recommendations for this contract.</EmptyLine>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {byPriority(suggestions).map((s, i) => (
            <SuggestionItem key={`${s.category}-${i}`} suggestion={s} detailed />
          ))}
        </ul>
      )}
    </ResultSection>
  );
}
