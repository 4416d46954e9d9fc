import { lazy, Suspense } from 'react';
import type { InvestmentResult } from '@bluebonnet/contracts';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { dollars, yearLabel } from '../../format';

// The chart library downloads with the first result, not with the form.
const ProjectionChart = lazy(() => import('./projection-chart').then((m) => ({ default: m.ProjectionChart })));

const columns = [
  ['propertyValue', 'Property value'],
  ['loanBalance', 'Loan balance'],
  ['equity', 'Equity'],
  ['annualCashFlow', 'Cash flow'],
  ['cumulativeCashFlow', 'Cash flow to date'],
  ['totalReturn', 'Total return'],
] as const;

/** The five-year projection: a chart to look at, and the same numbers in a table to read. */
export function ProjectionSection({ projection }: { projection: InvestmentResult['projection'] }) {
  return (
    <section aria-labelledby="investment-projection" className="space-y-3">
      <h4 id="investment-projection" className="text-base font-semibold text-slate-900">
        Five-year projection
      </h4>
      {projection.length === 0 ? (
        <p className="text-sm text-slate-600">No projection for this analysis.</p>
      ) : (
        <>
          <figure
            role="img"
            aria-label="Chart of equity and cumulative cash flow by year; the numbers are in the table below."
            className="h-64 w-full"
          >
            <Suspense fallback={<Spinner label="Loading chart…" className="h-full" />}>
              <ProjectionChart projection={projection} />
            </Suspense>
          </figure>
          {/* Focusable so a keyboard user can scroll the table sideways on a narrow screen. */}
          <div className="overflow-x-auto" tabIndex={0} role="group" aria-label="Five-year projection table">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Five-year projection by year</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs text-slate-600">
                  <th scope="col" className="py-1.5 text-left font-medium">
                    Year
                  </th>
                  {columns.map(([key, label]) => (
                    <th key={key} scope="col" className="py-1.5 pl-4 text-right whitespace-nowrap font-medium">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {projection.map((row) => (
                  <tr key={row.year}>
                    <th scope="row" className="py-1.5 text-left font-medium whitespace-nowrap text-slate-700">
                      {yearLabel(row.year)}
                    </th>
                    {columns.map(([key]) => (
                      <td
                        key={key}
                        className={cn(
                          'py-1.5 pl-4 text-right whitespace-nowrap tabular-nums',
                          row[key] < 0 ? 'text-red-700' : 'text-slate-900',
                        )}
                      >
                        {dollars(row[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-xs text-slate-500">
            Total return is the equity gained plus the cumulative cash flow. The price trend used is listed under
            Assumptions and sources.
          </p>
        </>
      )}
    </section>
  );
}
