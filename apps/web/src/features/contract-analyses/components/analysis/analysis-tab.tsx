import type { ContractAnalysis } from '@bluebonnet/contracts';
import { Card } from '@/components/ui/card';
import { AnalysisForm } from './analysis-form';
import { AnalysisResults } from './results/analysis-results';
import type { AnalysisFormApi } from './use-analysis-form';

type AnalysisTabProps = {
  form: AnalysisFormApi;
  /** The analysis on screen: the one just made, or one opened from history. */
  analysis: ContractAnalysis | null;
  onAnalyzed: (analysis: ContractAnalysis) => void;
  reveal: boolean;
  onRevealed: () => void;
};

export function AnalysisTab({ form, analysis, onAnalyzed, reveal, onRevealed }: AnalysisTabProps) {
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <AnalysisForm form={form} onAnalyzed={onAnalyzed} />
      </Card>
      {analysis && <AnalysisResults key={analysis.id} analysis={analysis} reveal={reveal} onRevealed={onRevealed} />}
    </div>
  );
}
