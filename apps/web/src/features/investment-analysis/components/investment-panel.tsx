import { useRef, useState } from 'react';
import { Calculator } from 'lucide-react';
import type { InvestmentRequest, InvestmentResult } from '@bluebonnet/contracts';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAnalyzeInvestment } from '../api';
import { InvestmentForm } from './investment-form';
import { InvestmentResults } from './results/investment-results';

type Analysis = { result: InvestmentResult; request: InvestmentRequest };

/** The AI Investment Analyzer (spec §2.8): the inputs, and every figure of the answer with where it came from. */
export function InvestmentPanel() {
  const analyze = useAnalyzeInvestment();
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const resultsRef = useRef<HTMLElement>(null);

  function show(result: InvestmentResult, request: InvestmentRequest) {
    setAnalysis({ result, request });
    // Below the form on narrow screens: bring the answer into view.
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">AI Investment Analyzer</h2>
        <p className="mt-1 text-slate-600">
          Cash flow, cap rate, cash-on-cash return and payback for a rental property, a five-year projection, and a
          report to share with your investor.
        </p>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <h3 className="text-lg font-semibold text-slate-900">Property and financing</h3>
          </CardHeader>
          <CardContent>
            <InvestmentForm analyze={analyze} onAnalyzed={show} />
          </CardContent>
        </Card>
        <section ref={resultsRef} aria-labelledby="investment-analysis-title" className="scroll-mt-24">
          <Card>
            <CardHeader>
              <h3 id="investment-analysis-title" className="text-lg font-semibold text-slate-900">
                Investment analysis
              </h3>
            </CardHeader>
            <CardContent>
              {analyze.isPending ? (
                <Spinner label="Analyzing investment…" className="py-16" />
              ) : analysis ? (
                <InvestmentResults result={analysis.result} request={analysis.request} />
              ) : (
                <EmptyState />
              )}
            </CardContent>
          </Card>
        </section>
      </div>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center text-slate-600">
      <Calculator aria-hidden className="size-10 text-slate-400" />
      <p className="max-w-md">
        Enter the price and the expected monthly rent, then Analyze Investment. You get the monthly cash flow, cap rate,
        cash-on-cash return and payback period, a five-year projection, how the numbers move if rent, rate or vacancy
        change, and a report to copy, print or download.
      </p>
      <p className="max-w-md text-sm">
        Every figure is exact math on your inputs. What you leave blank is filled from dated area data for the ZIP, or
        said to be missing, and listed under Assumptions and sources.
      </p>
    </div>
  );
}
