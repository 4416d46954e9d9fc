import { Flag, ShieldAlert } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { ResultSection } from '../../shared/result-section';
import { FillMissingTerms } from './fill-missing-terms';
import { FindingList } from './finding-list';

export function FindingsSection({ analysis }: { analysis: ContractAnalysis }) {
  return (
    <ResultSection title="Critical Issues" icon={ShieldAlert}>
      <FindingList findings={analysis.criticalIssues} empty="No critical issues found." />
      <h4 className="mt-5 mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Flag aria-hidden className="size-4 text-red-700" />
        Red Flags
      </h4>
      <FindingList findings={analysis.redFlags} empty="No red flags found." />
      <FillMissingTerms analysis={analysis} />
    </ResultSection>
  );
}
