import type { InvestmentRequest, InvestmentResult } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { money, rate } from '../../format';
import { AssumptionsList } from './assumptions-list';
import { MetricCards } from './metric-cards';
import { MonthlyBreakdown } from './monthly-breakdown';
import { ProjectionSection } from './projection-section';
import { ReportCard } from './report-card';
import { SensitivityTable } from './sensitivity-table';

type InvestmentResultsProps = { result: InvestmentResult; request: InvestmentRequest };

/** One analysis as the server answered it: returns, the monthly breakdown, projection, scenarios, sources, report. */
export function InvestmentResults({ result, request }: InvestmentResultsProps) {
  const term = request.loanTerm === undefined ? '' : ` over ${String(request.loanTerm)} years`;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        {result.roiLabel && (
          <Badge tone={result.roiLabel === 'Strong ROI' ? 'success' : 'warning'} className="text-sm">
            {result.roiLabel}
          </Badge>
        )}
        <p className="text-sm text-slate-600">
          Loan {money(result.loanAmount)} at {rate(result.interestRate)}
          {term} · cash invested {money(result.cashInvested)}
        </p>
      </div>
      <MetricCards result={result} />
      <MonthlyBreakdown result={result} />
      <ProjectionSection projection={result.projection} />
      <SensitivityTable rows={result.sensitivity} cashInvested={result.cashInvested} />
      <AssumptionsList assumptions={result.assumptions} meta={result.meta} />
      <ReportCard report={result.detailedReport} request={request} />
    </div>
  );
}
