import { useEffect, useRef } from 'react';
import { HeartPulse } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { healthBand } from '@bluebonnet/domain';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { previewSummary } from '../../format';
import { analysisTitle, contractTypeLabels, healthBandLabels } from '../../labels';
import { bandStyles } from '../health/band-styles';

type HistoryCardProps = { analysis: ContractAnalysis; highlighted: boolean; onOpen: () => void };

/**
 * A past analysis; clicking anywhere opens it in the analysis tab. Summary cut at 150 characters.
 * The title is the button, stretched over the card, so its name stays short and matches what is seen.
 */
export function HistoryCard({ analysis, highlighted, onOpen }: HistoryCardProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const band = healthBand(analysis.riskScore);
  const title = analysisTitle(analysis);

  // The contract picked on the Mood Ring may be far down the list.
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);

  return (
    <li
      className={cn(
        'relative rounded-xl border bg-white p-4 shadow-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-bonnet-600 hover:border-bonnet-300 hover:shadow',
        highlighted ? 'border-bonnet-500 ring-4 ring-bonnet-200' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={ref}
          type="button"
          onClick={onOpen}
          aria-label={`Open analysis: ${title}`}
          data-highlighted={highlighted || undefined}
          className="text-left font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {title}
        </button>
        <Badge tone="brand">{contractTypeLabels[analysis.contractType]}</Badge>
        <Badge tone={bandStyles[band].tone}>
          {healthBandLabels[band]} · risk {analysis.riskScore}
        </Badge>
        {(analysis.version ?? 1) > 1 && <Badge>Version {analysis.version}</Badge>}
        {highlighted && (
          <Badge tone="warning">
            <HeartPulse aria-hidden className="size-3.5" />
            From Health Mood Ring
          </Badge>
        )}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {[formatDate(analysis.createdAt), analysis.marketComparison.propertyAddress].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-2 text-sm text-slate-700">{previewSummary(analysis.aiAnalysis)}</p>
    </li>
  );
}
