import type { InvestmentResult } from '@bluebonnet/contracts';
import { cn } from '@/lib/cn';
import { money } from '../../format';

type Row = { label: string; amount: number; total?: boolean; flow?: boolean };

/** Spec §3.8's monthly figures, in the order a rent roll reads: income, then expenses, then what is left. */
function rowsOf(r: InvestmentResult): Row[] {
  return [
    { label: 'Monthly Rent', amount: r.monthlyRent },
    // A deduction from the rent, written as the report writes it.
    { label: 'Vacancy Loss', amount: -Math.abs(r.vacancyLoss) },
    { label: 'Net Rental Income', amount: r.netRentalIncome, total: true },
    { label: 'Mortgage Payment', amount: r.mortgagePayment },
    { label: 'Taxes', amount: r.monthlyTaxes },
    { label: 'Insurance', amount: r.monthlyInsurance },
    { label: 'Maintenance', amount: r.monthlyMaintenance },
    { label: 'Total Expenses', amount: r.totalExpenses, total: true },
    { label: 'Cash Flow', amount: r.monthlyCashFlow, total: true, flow: true },
  ];
}

export function MonthlyBreakdown({ result }: { result: InvestmentResult }) {
  return (
    <section aria-labelledby="investment-breakdown" className="space-y-2">
      <h4 id="investment-breakdown" className="text-base font-semibold text-slate-900">
        Monthly breakdown
      </h4>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Per month</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rowsOf(result).map((row) => (
            <tr key={row.label} className={cn(row.total && 'font-semibold')}>
              <th scope="row" className="py-1.5 text-left font-[inherit] text-slate-700">
                {row.label}
              </th>
              <td
                className={cn(
                  'py-1.5 text-right tabular-nums',
                  row.flow && row.amount < 0 ? 'text-red-700' : 'text-slate-900',
                )}
              >
                {money(row.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
