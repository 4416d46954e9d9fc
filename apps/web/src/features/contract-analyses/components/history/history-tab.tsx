import type { ReactNode } from 'react';
import { FileText } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { filterAnalyses, type HistoryFilters as Filters } from './filter-analyses';
import { HistoryCard } from './history-card';
import { HistoryFilters } from './history-filters';

type HistoryTabProps = {
  analyses: ContractAnalysis[] | undefined;
  isError: boolean;
  filters: Filters;
  onFiltersChange: (change: Partial<Filters>) => void;
  highlightId: number | null;
  onOpen: (analysis: ContractAnalysis) => void;
  onStart: () => void;
  /** The Mood Ring hand-off banners, shown above the list. */
  banners?: ReactNode;
};

export function HistoryTab({
  analyses,
  isError,
  filters,
  onFiltersChange,
  highlightId,
  onOpen,
  onStart,
  banners,
}: HistoryTabProps) {
  const shown = analyses ? filterAnalyses(analyses, filters) : [];
  return (
    <div className="space-y-4">
      {banners}
      <Card className="p-5 sm:p-6">
        <HistoryFilters filters={filters} onChange={onFiltersChange} />
      </Card>
      {isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          Unable to load your contract analyses. Please check your connection and try again.
        </p>
      )}
      {!analyses && !isError && <Spinner label="Loading contract history…" className="py-10" />}
      {analyses && analyses.length === 0 && (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <FileText aria-hidden className="size-8 text-slate-400" />
          <p className="font-semibold text-slate-900">No contract analyses yet</p>
          <Button onClick={onStart}>Analyze a Contract</Button>
        </Card>
      )}
      {analyses && analyses.length > 0 && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {shown.length} of {analyses.length} contracts
          </p>
          {shown.length === 0 ? (
            <p className="rounded-lg bg-white p-6 text-center text-sm text-slate-600">
              No contracts match your filters.
            </p>
          ) : (
            <ul className="space-y-3" aria-label="Contract history">
              {shown.map((analysis) => (
                <HistoryCard
                  key={analysis.id}
                  analysis={analysis}
                  highlighted={analysis.id === highlightId}
                  onOpen={() => onOpen(analysis)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
