import { Scale } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { ClauseCard } from '../../shared/clause-card';
import { EmptyLine, ResultSection } from '../../shared/result-section';

export function ClausesSection({ clauses }: { clauses: ContractAnalysis['generatedClauses'] }) {
  return (
    <ResultSection title="Protective Clauses" icon={Scale}>
      {clauses.length === 0 ? (
        <EmptyLine>No protective clauses suggested for this contract.</EmptyLine>
      ) : (
        <ul className="space-y-3">
          {clauses.map((clause, i) => (
            <ClauseCard key={`${clause.type}-${i}`} clause={clause} />
          ))}
        </ul>
      )}
    </ResultSection>
  );
}
