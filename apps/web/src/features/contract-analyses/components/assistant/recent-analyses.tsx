import { History } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { healthBand } from '@bluebonnet/domain';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { RECENT_ANALYSES } from '../../constants';
import { analysisTitle, healthBandLabels } from '../../labels';
import { bandStyles } from '../health/band-styles';

type RecentAnalysesProps = { analyses: ContractAnalysis[] | undefined; onOpen: (analysis: ContractAnalysis) => void };

/** The latest 3 analyses, below the tabs (the list arrives newest first). */
export function RecentAnalyses({ analyses, onOpen }: RecentAnalysesProps) {
  if (!analyses || analyses.length === 0) return null;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="recent-analyses-title">
        <h3 id="recent-analyses-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <History aria-hidden className="size-5 text-bonnet-700" />
          Recent Analyses
        </h3>
        <ul className="mt-3 divide-y divide-slate-100">
          {analyses.slice(0, RECENT_ANALYSES).map((analysis) => {
            const band = healthBand(analysis.riskScore);
            return (
              <li key={analysis.id} className="flex flex-wrap items-center gap-3 py-2.5">
                <button
                  type="button"
                  className="min-w-0 flex-1 truncate text-left text-sm font-medium text-bonnet-800 hover:underline"
                  onClick={() => onOpen(analysis)}
                >
                  {analysisTitle(analysis)}
                </button>
                <Badge tone={bandStyles[band].tone}>{healthBandLabels[band]}</Badge>
                <span className="text-xs text-slate-600">{formatDate(analysis.createdAt)}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
