import { Scale, CircleAlert } from 'lucide-react';
import type { GenerateClausesResponse } from '@bluebonnet/contracts';
import { ClauseCard } from '../shared/clause-card';
import { EngineFooter } from '../shared/engine-footer';
import { ResultSection } from '../shared/result-section';

/** The notice first (what a license holder may add to a promulgated form), then each clause. */
export function GeneratedClauses({ result }: { result: GenerateClausesResponse }) {
  return (
    <ResultSection title="Suggested Clauses" icon={Scale}>
      <div role="note" className="mb-5 flex gap-3 rounded-xl border-2 border-amber-300 bg-amber-50 p-4 text-amber-950">
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <p className="text-sm font-medium">{result.notice}</p>
      </div>
      {result.clauses.length === 0 ? (
        <p className="text-sm text-slate-600">
          No clauses matched these needs. Try describing the situation differently.
        </p>
      ) : (
        <ul className="space-y-4">
          {result.clauses.map((clause) => (
            <ClauseCard key={clause.id} clause={clause}>
              <p className="mt-2 text-sm text-slate-700">
                <span className="font-medium text-slate-900">When to use:</span> {clause.whenToUse}
              </p>
              {clause.matchedNeeds.length > 0 && (
                <p className="mt-1 text-xs text-slate-600">Matches your needs: {clause.matchedNeeds.join(', ')}</p>
              )}
            </ClauseCard>
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-slate-200 pt-3">
        <EngineFooter meta={result.meta} />
      </div>
    </ResultSection>
  );
}
