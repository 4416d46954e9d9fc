import { useEffect, useRef } from 'react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { analysisTitle, contractTypeLabels } from '../../../labels';
import { EngineFooter } from '../../shared/engine-footer';
import { ClausesSection } from './clauses-section';
import { ComplianceSection } from './compliance-section';
import { DeadlineTimeline } from './deadline-timeline';
import { FinancialSection } from './financial-section';
import { FindingsSection } from './findings-section';
import { FormSection } from './form-section';
import { KeyTermsSection } from './key-terms-section';
import { MarketSection } from './market-section';
import { MustDoNow } from './must-do-now';
import { NegotiationSection } from './negotiation-section';
import { RecommendationsSection } from './recommendations-section';
import { RiskDashboard } from './risk-dashboard';
import { SummarySection } from './summary-section';
import { TopPicks } from './top-picks';
import { UrgentDeadlines } from './urgent-deadlines';
import { VersionLine } from './version-line';

type AnalysisResultsProps = {
  analysis: ContractAnalysis;
  /** Set when the analysis was just made or opened: move focus and the view to it, once. */
  reveal?: boolean;
  onRevealed?: () => void;
};

/** The whole analysis, in the order of spec §2.3, ending with the engine and data used. */
export function AnalysisResults({ analysis, reveal, onRevealed }: AnalysisResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!reveal) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    onRevealed?.();
  }, [reveal, onRevealed]);

  return (
    <article aria-label="Analysis results" className="space-y-6">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
          {analysisTitle(analysis)}
        </h3>
        <Badge tone="brand">{contractTypeLabels[analysis.contractType]}</Badge>
        <VersionLine analysis={analysis} />
      </header>
      <SummarySection analysis={analysis} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RiskDashboard analysis={analysis} />
        <FormSection form={analysis.form} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <KeyTermsSection terms={analysis.keyTerms} />
        <FindingsSection analysis={analysis} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <UrgentDeadlines deadlines={analysis.deadlines} />
        <MustDoNow analysis={analysis} />
      </div>
      <TopPicks analysis={analysis} />
      <ComplianceSection check={analysis.complianceCheck} />
      <RecommendationsSection suggestions={analysis.suggestions} />
      <NegotiationSection tips={analysis.negotiationTips} />
      <MarketSection market={analysis.marketComparison} sources={analysis.meta.sources} />
      <FinancialSection financial={analysis.financialAnalysis} />
      <ClausesSection clauses={analysis.generatedClauses} />
      <DeadlineTimeline deadlines={analysis.deadlines} />
      <footer className="border-t border-slate-200 pt-3">
        <EngineFooter meta={analysis.meta} />
      </footer>
    </article>
  );
}
