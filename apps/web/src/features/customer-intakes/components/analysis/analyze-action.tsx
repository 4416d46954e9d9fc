import { useState } from 'react';
import { Brain, LoaderCircle } from 'lucide-react';
import type { ClientAnalysis, CustomerIntake } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAnalyzeIntake } from '../../api';
import { fullName } from '../../labels';
import { AnalysisDialog } from './analysis-dialog';

/** AI Analyze on an intake card: runs the analysis, then shows it (spec §2, §7, §8). */
export function AnalyzeAction({ intake }: { intake: CustomerIntake }) {
  const analyze = useAnalyzeIntake();
  const [analysis, setAnalysis] = useState<ClientAnalysis | null>(null);
  const name = fullName(intake);

  // Not `disabled` while busy: a disabled button drops focus, and the dialog returns focus to it.
  const run = () => {
    if (analyze.isPending) return;
    analyze.mutate(intake.id, {
      onSuccess: (result) => {
        setAnalysis(result);
        toast({ title: 'AI Analysis Complete', description: `${name}: ${result.conversionScore}% conversion score.` });
      },
      onError: () =>
        toast({ title: 'Analysis Failed', description: 'Failed to generate client analysis', variant: 'destructive' }),
    });
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={analyze.isPending}
        aria-busy={analyze.isPending}
        aria-label={`AI Analyze ${name}`}
        onClick={run}
      >
        {analyze.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Brain aria-hidden />}
        AI Analyze
      </Button>
      <AnalysisDialog intake={intake} analysis={analysis} onOpenChange={(open) => !open && setAnalysis(null)} />
    </>
  );
}
