import { ListChecks } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { EvidenceQuote } from '../../shared/evidence-quote';
import { EmptyLine, ResultSection } from '../../shared/result-section';

/** Each term with the paragraph and words it was read from. */
export function KeyTermsSection({ terms }: { terms: ContractAnalysis['keyTerms'] }) {
  return (
    <ResultSection title="Key Terms" icon={ListChecks}>
      {terms.length === 0 ? (
        <EmptyLine>No key terms were found in the text.</EmptyLine>
      ) : (
        <dl className="divide-y divide-slate-100">
          {terms.map((term) => (
            <div key={term.key} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5 text-sm">
              <dt className="text-slate-600">{term.label}</dt>
              <dd className="font-semibold text-slate-900">{term.value}</dd>
              {term.evidence && (
                <dd className="basis-full">
                  <EvidenceQuote evidence={term.evidence} />
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </ResultSection>
  );
}
