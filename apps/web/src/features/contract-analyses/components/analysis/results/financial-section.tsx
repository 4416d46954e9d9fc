import { DollarSign } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { formatCurrency } from '@bluebonnet/domain';
import { BulletList } from '../../shared/bullet-list';
import { ResultSection } from '../../shared/result-section';

type Financial = ContractAnalysis['financialAnalysis'];

/** Money figures computed from the contract; one that could not be computed says so. */
export function FinancialSection({ financial }: { financial: Financial }) {
  const rows: Array<[string, number | null]> = [
    ['Total investment', financial.totalInvestment],
    ['Monthly payment', financial.monthlyPayment],
    ['Risk exposure', financial.riskExposure],
  ];
  return (
    <ResultSection title="Financial Analysis" icon={DollarSign}>
      <dl className="grid gap-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd
              className={
                value === null ? 'mt-0.5 text-sm text-slate-500' : 'mt-0.5 text-lg font-semibold text-slate-900'
              }
            >
              {value === null ? 'Not computed' : formatCurrency(value)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <BulletList title="Opportunities" items={financial.opportunities} />
        <BulletList title="Assumptions" items={financial.assumptions} />
      </div>
    </ResultSection>
  );
}
