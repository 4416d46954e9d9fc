import { HeartPulse, X } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import type { HealthFilter } from '@bluebonnet/domain';
import { Button } from '@/components/ui/button';
import { analysisTitle, healthFilterLabels } from '../../labels';

type HandoffBannersProps = {
  highlightId: number | null;
  analyses: ContractAnalysis[] | undefined;
  /** The Mood Ring filter while it is still the one applied. */
  ringFilter: HealthFilter | null;
  onClearFilter: () => void;
};

/** Tells the agent why the history tab opened filtered or with a contract highlighted. */
export function HandoffBanners({ highlightId, analyses, ringFilter, onClearFilter }: HandoffBannersProps) {
  const picked = analyses?.find((a) => a.id === highlightId);
  return (
    <>
      {highlightId !== null && (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-bonnet-50 p-3 text-sm text-bonnet-900">
          <HeartPulse aria-hidden className="size-4 shrink-0" />
          Opened from the Health Mood Ring: {picked ? analysisTitle(picked) : 'the contract you picked'} is highlighted
          below.
        </p>
      )}
      {ringFilter && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-bonnet-50 p-3 text-sm text-bonnet-900"
        >
          <HeartPulse aria-hidden className="size-4 shrink-0" />
          <span className="flex-1">
            Showing contracts filtered from the Health Mood Ring: {healthFilterLabels[ringFilter]}.
          </span>
          <Button variant="outline" size="sm" onClick={onClearFilter}>
            <X aria-hidden />
            Clear Filter
          </Button>
        </div>
      )}
    </>
  );
}
