import type { InvestmentResult } from '@bluebonnet/contracts';
import { cn } from '@/lib/cn';
import { money, percent } from '../../format';

type SensitivityTableProps = { rows: InvestmentResult['sensitivity']; cashInvested: number };

/** How the returns move when rent, the rate or vacancy change (each row computed by the server). */
export function SensitivityTable({ rows, cashInvested }: SensitivityTableProps) {
  // With no cash in, there is no cash-on-cash return in any scenario: not a gap in the data.
  const cashOnCash = (value: number | null) =>
    value === null ? (cashInvested <= 0 ? 'Not defined' : 'No data') : percent(value);
  const capRate = (value: number | null) => (value === null ? 'No data' : percent(value));
  return (
    <section aria-labelledby="investment-sensitivity" className="space-y-2">
      <h4 id="investment-sensitivity" className="text-base font-semibold text-slate-900">
        What if the numbers change
      </h4>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No scenarios for this analysis.</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-label="Sensitivity table">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="sr-only">Sensitivity of the returns</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs text-slate-600">
                <th scope="col" className="py-1.5 text-left font-medium">
                  Scenario
                </th>
                <th scope="col" className="py-1.5 pl-4 text-right whitespace-nowrap font-medium">
                  Monthly cash flow
                </th>
                <th scope="col" className="py-1.5 pl-4 text-right whitespace-nowrap font-medium">
                  Cash-on-cash
                </th>
                <th scope="col" className="py-1.5 pl-4 text-right whitespace-nowrap font-medium">
                  Cap rate
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.scenario}>
                  <th scope="row" className="py-1.5 text-left font-medium text-slate-700">
                    {row.scenario}
                  </th>
                  <td
                    className={cn(
                      'py-1.5 pl-4 text-right whitespace-nowrap tabular-nums',
                      row.monthlyCashFlow < 0 ? 'text-red-700' : 'text-slate-900',
                    )}
                  >
                    {money(row.monthlyCashFlow)}
                  </td>
                  <td className="py-1.5 pl-4 text-right whitespace-nowrap tabular-nums">
                    {cashOnCash(row.cashOnCashReturn)}
                  </td>
                  <td className="py-1.5 pl-4 text-right whitespace-nowrap tabular-nums">{capRate(row.capRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
