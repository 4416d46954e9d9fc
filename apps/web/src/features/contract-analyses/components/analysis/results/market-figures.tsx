import type { ContractAnalysis } from '@bluebonnet/contracts';
import { formatCurrency } from '@bluebonnet/domain';
import { formatPercent } from '../../../format';

type Market = ContractAnalysis['marketComparison'];

const money = (n: number | null) => (n === null ? null : formatCurrency(n));

function figures(m: Market): Array<[string, string | null]> {
  return [
    ['Contract price', money(m.contractPrice)],
    ['Median home value', money(m.medianPrice)],
    ['Average rent', m.averageRent === null ? null : `${formatCurrency(m.averageRent)}/mo`],
    ['Price growth (1 yr)', formatPercent(m.priceGrowth)],
    ['Rent growth (1 yr)', formatPercent(m.rentalGrowth)],
    ['Occupancy', formatPercent(m.occupancyRate)],
    ['Days on market', m.daysOnMarket === null ? null : String(m.daysOnMarket)],
    ['School rating', m.schoolRating],
  ];
}

/** The market numbers; a missing figure says "No data" instead of a guess. */
export function MarketFigures({ market }: { market: Market }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures(market).map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className={value ? 'mt-0.5 font-semibold text-slate-900' : 'mt-0.5 text-sm text-slate-500'}>
            {value ?? 'No data'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
