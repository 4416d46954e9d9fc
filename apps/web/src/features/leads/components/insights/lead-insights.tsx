import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Sparkles } from 'lucide-react';
import type { Lead } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { insightsQuery, useRunAiAnalysis } from '../../api';
import { EngineLine } from './engine-line';
import { RecommendedActions } from './recommended-actions';
import { ScoreCard } from './score-card';

/** AI Insights (spec §2.2, §3.2, §9): computed scores with their factors, the next steps, and the prose. */
export function LeadInsights({ lead }: { lead: Lead }) {
  const insights = useQuery(insightsQuery(lead.id));
  const analyze = useRunAiAnalysis(lead.id);

  const run = () =>
    analyze.mutate(undefined, {
      onSuccess: () => toast({ title: 'AI Analysis Complete', description: 'The insights below are up to date.' }),
      onError: (err) =>
        toast({
          title: 'Analysis Failed',
          description: serverMessage(err, 'Unable to analyze this lead. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby={`lead-insights-${lead.id}`} data-testid="lead-insights" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`lead-insights-${lead.id}`} className="font-semibold text-slate-900">
          AI Insights
        </h4>
        <Button size="sm" variant="secondary" disabled={analyze.isPending} aria-busy={analyze.isPending} onClick={run}>
          {analyze.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
          {analyze.isPending ? 'Analyzing...' : 'Run AI Analysis'}
        </Button>
      </div>
      {insights.isPending ? (
        <Spinner label="Loading insights…" className="py-6" />
      ) : insights.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{serverMessage(insights.error, 'Unable to load the insights for this lead.')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void insights.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          {insights.data.earlyStage && (
            <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
              Early stage: no activity is logged yet, so these scores rest on the lead&apos;s record alone. Log a call
              or email to sharpen them.
            </p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <ScoreCard
              title="Engagement Score"
              value={`${insights.data.engagementScore}/100`}
              label={insights.data.engagementLabel}
              factors={insights.data.engagementFactors}
              testId="engagement-score"
            />
            <ScoreCard
              title="Conversion Probability"
              value={`${insights.data.conversionProbability}%`}
              label={insights.data.conversionLabel}
              factors={insights.data.conversionFactors}
              testId="conversion-probability"
            />
          </div>
          <RecommendedActions lead={lead} actions={insights.data.recommendedActions} />
          {insights.data.aiAnalysis && (
            <div>
              <h5 className="text-sm font-semibold text-slate-900">Analysis</h5>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{insights.data.aiAnalysis}</p>
            </div>
          )}
          <EngineLine meta={insights.data.meta} computedAt={insights.data.computedAt} />
        </>
      )}
    </section>
  );
}
