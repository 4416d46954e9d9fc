// Challenges and opportunities of a market match, each from a bundled figure with its source.
import { formatCurrency, formatPercent, plural } from '@bluebonnet/domain';
import type { ReferenceData, ZipMarket } from '../../reference-data/index';
import { median, trustedSales, zipLabel, type BudgetBounds, type BudgetFit } from '../home-research/index';
import { nearbyInBudget } from './nearby-alternatives';
import type { PropertyType } from './types';

const SHOWN = 3;
const valued = (r: ZipMarket) => `${zipLabel(r)} (${formatCurrency(r.homeValue!.zhvi)})`;
const byValue = (a: ZipMarket, b: ZipMarket) => a.homeValue!.zhvi - b.homeValue!.zhvi;

function pace(rows: readonly ZipMarket[]) {
  const sales = rows.map(trustedSales).filter((s) => s !== null);
  const pick = (f: (s: (typeof sales)[number]) => number | null) =>
    median(sales.map(f).filter((v): v is number => v !== null));
  return {
    dom: pick((s) => s.medianDaysOnMarket),
    above: pick((s) => s.soldAboveListPct),
    period:
      sales
        .map((s) => s.periodEnd)
        .sort()
        .at(-1) ?? null,
    yearChange: median(rows.map((r) => r.homeValue?.changeYearPct).filter((v): v is number => typeof v === 'number')),
  };
}

/** A ZIP typically below the budget's floor by more than this has few homes at the budget's price. */
const THIN_TOP_RATIO = 0.75;
/** A ZIP typically above the budget's top by more than this has few if any homes inside it. */
const OUT_OF_REACH_RATIO = 1.5;

const isThinTop = (r: ZipMarket, budget: BudgetBounds) => r.homeValue!.zhvi < THIN_TOP_RATIO * budget.min!;

export function challengesFor(
  rows: readonly ZipMarket[],
  fit: BudgetFit,
  budget: BudgetBounds,
  type: PropertyType | null,
): string[] {
  const out: string[] = [];
  if (fit.above.length) {
    const cheapest = [...fit.above].sort(byValue)[0]!;
    const far = cheapest.homeValue!.zhvi > OUT_OF_REACH_RATIO * budget.max!;
    out.push(
      far
        ? `${plural(fit.above.length, 'ZIP')} typically above the budget, far above it: even the least expensive, ${valued(cheapest)}, is ${(cheapest.homeValue!.zhvi / budget.max!).toFixed(1)}× the budget's top. Few if any homes there at this price.`
        : `${plural(fit.above.length, 'ZIP')} typically above the budget (${budget.label}); the least expensive is ${valued(cheapest)}. Expect smaller, older or attached homes there at this price.`,
    );
  }
  const thin = fit.below.filter((r) => isThinTop(r, budget));
  if (thin.length)
    out.push(
      `In ${plural(thin.length, 'ZIP')} the typical value is well under the budget's floor (${formatCurrency(budget.min!)}), e.g. ${valued([...thin].sort(byValue).at(-1)!)}: homes at this price are the top of those markets, and few.`,
    );
  const p = pace(rows);
  if (p.dom !== null && p.dom <= 30 && (p.above ?? 0) >= 25)
    out.push(
      `Fast market: median ${Math.round(p.dom)} days on market and ${formatPercent((p.above ?? 0) / 100)} of homes sold above list (Redfin, to ${p.period}). Pre-approval and quick offers matter.`,
    );
  if (p.yearChange !== null && p.yearChange >= 3)
    out.push(
      `Typical values rose ${formatPercent(p.yearChange / 100, { signed: true })} over the year (median of ZIPs, Zillow): waiting costs money.`,
    );
  if (type === 'multi-family' || type === 'commercial')
    out.push(
      `Zillow's typical value describes homes in general, not ${type} property: treat this fit as a rough guide.`,
    );
  if (fit.noValue.length)
    out.push(
      `${plural(fit.noValue.length, 'ZIP')} in these areas ${fit.noValue.length === 1 ? 'has' : 'have'} no Zillow home value in the bundled data.`,
    );
  return out;
}

export function opportunitiesFor(
  ref: ReferenceData,
  rows: readonly ZipMarket[],
  fit: BudgetFit,
  budget: BudgetBounds,
  type: PropertyType | null,
): string[] {
  const out: string[] = [];
  // Few ZIPs in budget: where the budget does work comes first.
  if (fit.inside.length * 4 < rows.length) {
    const near = nearbyInBudget(ref, rows, budget);
    out.push(
      near.length
        ? `Nearby ZIPs with typical values inside the budget: ${near.map((n) => `${valued(n.row)}, ${Math.round(n.miles)} mi`).join('; ')}.`
        : 'No DFW ZIP within 25 miles of these areas has a typical value inside the budget.',
    );
  }
  if (fit.inside.length)
    out.push(
      `Typical values inside the budget: ${[...fit.inside].sort(byValue).slice(0, SHOWN).map(valued).join(', ')}.`,
    );
  const roomy = fit.below.filter((r) => !isThinTop(r, budget));
  if (roomy.length)
    out.push(
      `${plural(roomy.length, 'ZIP')} typically a little below the budget (e.g. ${valued([...roomy].sort(byValue).at(-1)!)}): more home for the money, or a lower payment.`,
    );
  const p = pace(rows);
  if (p.dom !== null && p.dom >= 60)
    out.push(
      `Homes sit a median ${Math.round(p.dom)} days (Redfin, to ${p.period}): room to negotiate price, repairs or seller-paid closing costs.`,
    );
  if (p.yearChange !== null && p.yearChange < 0)
    out.push(
      `Typical values changed ${formatPercent(p.yearChange / 100, { signed: true })} over the year (median of ZIPs, Zillow): buyers have leverage.`,
    );
  if ((type === 'condo' || type === 'townhome') && fit.above.length)
    out.push(
      `The typical value covers all homes; ${type}s usually sell below it, so the fit may be better than these figures show.`,
    );
  return out;
}
