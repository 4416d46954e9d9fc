import type { ClientAnalysis } from '@bluebonnet/contracts';
import { Progress } from '@/components/ui/progress';
import { UrgencyBadge } from '../shared/intake-badges';

type ScoreSummaryProps = Pick<ClientAnalysis, 'conversionScore' | 'urgencyLevel' | 'clientProfile' | 'aiInsights'>;

/** Conversion score %, urgency badge, client profile and AI insights (spec §2). */
export function ScoreSummary({ conversionScore, urgencyLevel, clientProfile, aiInsights }: ScoreSummaryProps) {
  const tone = conversionScore >= 70 ? 'brand' : conversionScore >= 40 ? 'warning' : 'danger';
  return (
    <div className="space-y-5">
      <div className="grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <div>
          <p className="text-sm font-medium text-slate-700">Conversion Score</p>
          <p className="text-3xl font-bold text-slate-900 tabular-nums">{conversionScore}%</p>
          <Progress
            value={conversionScore}
            label="Conversion score"
            valueText={`${conversionScore}%`}
            tone={tone}
            className="mt-2"
          />
        </div>
        <div>
          <p className="text-sm font-medium text-slate-700">Urgency Level</p>
          <div className="mt-1">
            <UrgencyBadge level={urgencyLevel} />
          </div>
        </div>
      </div>
      <section>
        <h3 className="text-sm font-semibold text-slate-900">Client Profile</h3>
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{clientProfile}</p>
      </section>
      <section>
        <h3 className="text-sm font-semibold text-slate-900">AI Insights</h3>
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{aiInsights}</p>
      </section>
    </div>
  );
}
