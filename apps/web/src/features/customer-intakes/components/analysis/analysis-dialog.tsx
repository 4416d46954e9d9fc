import type { ClientAnalysis, CustomerIntake } from '@bluebonnet/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fullName } from '../../labels';
import { EducationPanel } from './education-panel';
import { EngineLine } from './engine-line';
import { MarketMatchSection } from './market-match-section';
import { RecommendedActions } from './recommended-actions';
import { ScoreFactors } from './score-factors';
import { ScoreSummary } from './score-summary';

type AnalysisDialogProps = {
  intake: CustomerIntake;
  analysis: ClientAnalysis | null;
  onOpenChange: (open: boolean) => void;
};

/** The AI client analysis of spec §2, with the factors behind the score and the education panel. */
export function AnalysisDialog({ intake, analysis, onOpenChange }: AnalysisDialogProps) {
  return (
    <Dialog open={analysis !== null} onOpenChange={onOpenChange}>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle>AI Client Analysis: {fullName(intake)}</DialogTitle>
          <DialogDescription>How likely this client is to work with you, and what to do next.</DialogDescription>
        </DialogHeader>
        {analysis && (
          <div className="space-y-6">
            <ScoreSummary {...analysis} />
            <RecommendedActions actions={analysis.recommendedActions} />
            {analysis.marketMatch && <MarketMatchSection match={analysis.marketMatch} />}
            <ScoreFactors factors={analysis.factors} />
            <EngineLine meta={analysis.meta} />
            <EducationPanel intake={intake} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
