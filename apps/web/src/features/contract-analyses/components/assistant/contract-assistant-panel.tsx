import { useCallback, useId, useState } from 'react';
import { BookOpen } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { contractAnalysesQuery } from '../../api';
import { AnalysisTab } from '../analysis/analysis-tab';
import { useAnalysisForm } from '../analysis/use-analysis-form';
import { ComparisonTab } from '../comparison/comparison-tab';
import { ClauseGeneratorTab } from '../generator/clause-generator-tab';
import { noHistoryFilters, type HistoryFilters } from '../history/filter-analyses';
import { HistoryTab } from '../history/history-tab';
import { MarketInsightsTab } from '../insights/market-insights-tab';
import { HandoffBanners } from './handoff-banners';
import { HowToGuide } from './how-to-guide';
import { RecentAnalyses } from './recent-analyses';
import { useMoodRingHandoff } from './use-mood-ring-handoff';

type AssistantTab = 'analysis' | 'history' | 'comparison' | 'generator' | 'insights';

const tabLabels: Record<AssistantTab, string> = {
  analysis: 'Analysis',
  history: 'History',
  comparison: 'Comparison',
  generator: 'Clause Generator',
  insights: 'Market Insights',
};

/** The Contract Assistant tool (spec §2.3). Form and filters live here so they survive tab switches. */
export function ContractAssistantPanel() {
  const guideId = useId();
  const handoff = useMoodRingHandoff();
  const analyses = useQuery(contractAnalysesQuery);
  const [tab, setTab] = useState<AssistantTab>(() =>
    handoff.highlightId !== null || handoff.ringFilter ? 'history' : 'analysis',
  );
  const [showGuide, setShowGuide] = useState(false);
  const analysisForm = useAnalysisForm();
  const [filters, setFilters] = useState<HistoryFilters>(() => ({
    ...noHistoryFilters,
    status: handoff.ringFilter ?? 'all',
  }));
  const [shown, setShown] = useState<ContractAnalysis | null>(null);
  const [reveal, setReveal] = useState(false);
  const revealed = useCallback(() => setReveal(false), []);
  // Prefer the list's copy: it reflects action items ticked off since.
  const current = (shown && analyses.data?.find((a) => a.id === shown.id)) ?? shown;

  function open(analysis: ContractAnalysis) {
    setShown(analysis);
    setReveal(true);
    setTab('analysis');
  }

  function clearRingFilter() {
    handoff.clearRingFilter();
    setFilters((f) => ({ ...f, status: 'all' }));
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">Contract Assistant</h2>
          <p className="mt-1 text-slate-600">
            Risk, deadlines and Texas compliance for purchase, listing and lease agreements, with the contract words
            behind every finding.
          </p>
        </div>
        <Button
          variant="outline"
          aria-expanded={showGuide}
          aria-controls={guideId}
          onClick={() => setShowGuide((v) => !v)}
        >
          <BookOpen aria-hidden />
          {showGuide ? 'Hide How-To Guide' : 'Show How-To Guide'}
        </Button>
      </div>
      {showGuide && <HowToGuide id={guideId} />}
      <Tabs value={tab} onValueChange={(value) => setTab(value as AssistantTab)}>
        <TabsList aria-label="Contract Assistant sections" className="sm:grid-cols-5">
          {(Object.keys(tabLabels) as AssistantTab[]).map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="analysis">
          <AnalysisTab form={analysisForm} analysis={current} onAnalyzed={open} reveal={reveal} onRevealed={revealed} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab
            analyses={analyses.data}
            isError={analyses.isError}
            filters={filters}
            onFiltersChange={(change) => setFilters((f) => ({ ...f, ...change }))}
            highlightId={handoff.highlightId}
            onOpen={open}
            onStart={() => setTab('analysis')}
            banners={
              <HandoffBanners
                highlightId={handoff.highlightId}
                analyses={analyses.data}
                ringFilter={handoff.ringFilter && filters.status === handoff.ringFilter ? handoff.ringFilter : null}
                onClearFilter={clearRingFilter}
              />
            }
          />
        </TabsContent>
        <TabsContent value="comparison">
          <ComparisonTab analyses={analyses.data ?? []} />
        </TabsContent>
        <TabsContent value="generator">
          <ClauseGeneratorTab />
        </TabsContent>
        <TabsContent value="insights">
          <MarketInsightsTab analyses={analyses.data ?? []} />
        </TabsContent>
      </Tabs>
      <RecentAnalyses analyses={analyses.data} onOpen={open} />
    </div>
  );
}
