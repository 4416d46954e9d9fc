import { FileText } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { CopyButton } from '@/components/ui/copy-button';
import { ResultSection } from '../../shared/result-section';

export function SummarySection({ analysis }: { analysis: ContractAnalysis }) {
  return (
    <ResultSection
      title="Summary"
      icon={FileText}
      action={
        <CopyButton text={analysis.aiAnalysis} label="Copy summary">
          Copy
        </CopyButton>
      }
    >
      <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800">{analysis.aiAnalysis}</p>
    </ResultSection>
  );
}
