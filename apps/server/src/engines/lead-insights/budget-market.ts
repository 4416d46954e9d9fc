// Budget against the market: the lead's budget over the typical home value (Zillow ZHVI) of the ZIPs
// its preferred areas resolve to in the reference data. No budget, no areas or no figure → "no data"
// and the neutral half of the weight: an unknown is neither held for nor against the lead.
import type { AiSource, LeadPropertyType } from '@bluebonnet/contracts';
import { formatCurrency, formatLongDate, formatPlaceList, isCivilDate, listText, plural } from '@bluebonnet/domain';
import type { ReferenceData } from '../../reference-data/index';
import { resolveAreas, rowSources, valueSpread } from '../home-research/index';
import type { InsightFactor } from './types';

export const BUDGET_WEIGHT = 15;
export const BUDGET_NEUTRAL = 7;

/** [lowest budget ÷ typical value, points]: at or above typical, most of the market is in reach. */
export const BUDGET_RATIO_POINTS: readonly (readonly [number, number])[] = [
  [1, 15],
  [0.85, 12],
  [0.7, 8],
  [0.55, 4],
  [0, 1],
];

export type BudgetMarket = { factor: InsightFactor; sources: AiSource[] };

const NAME = 'Budget vs. market';
const neutral = (detail: string): BudgetMarket => ({
  factor: { name: NAME, weight: BUDGET_WEIGHT, points: BUDGET_NEUTRAL, detail: `${detail} No data: neutral points.` },
  sources: [],
});

/** Zillow's typical value covers every home type; these usually sell below it. */
const BELOW_TYPICAL: Partial<Record<LeadPropertyType, string>> = { condo: 'condos', townhouse: 'townhouses' };

type Input = { budget: number | null; preferredAreas: string | null; propertyType: LeadPropertyType | null };

export function budgetMarket(ref: ReferenceData, lead: Input): BudgetMarket {
  if (lead.budget === null || lead.budget <= 0) return neutral('No budget on the record.');
  const budget = formatCurrency(lead.budget);
  const areas = resolveAreas(ref, lead.preferredAreas);
  if (!areas.query) return neutral(`Budget ${budget}, but no preferred areas to compare it with.`);
  const unplaced = areas.unresolved.length
    ? ` Could not place ${listText(areas.unresolved.map((u) => `"${u}"`))}.`
    : '';
  const valued = areas.rows.filter((r) => r.homeValue);
  const spread = valueSpread(valued);
  if (!spread)
    return neutral(
      `Budget ${budget}, but the preferred areas ("${areas.query}") have no typical home value in the market data.${unplaced}`,
    );
  const ratio = lead.budget / spread.median;
  const points = BUDGET_RATIO_POINTS.find(([min]) => ratio >= min)?.[1] ?? 0;
  const where = formatPlaceList(areas.areas.map((a) => a.label));
  const asOf = isCivilDate(spread.asOf) ? formatLongDate(spread.asOf) : spread.asOf;
  const type = lead.propertyType ? BELOW_TYPICAL[lead.propertyType] : undefined;
  const caveat = type ? ` The typical value covers all homes; ${type} usually sell below it.` : '';
  const zhviSources = rowSources(valued).filter((s) => /zhvi/i.test(s.name) && s.asOf === spread.asOf);
  return {
    factor: {
      name: NAME,
      weight: BUDGET_WEIGHT,
      points,
      detail: `Budget ${budget} is ${Math.round(ratio * 100)} % of the typical home value in ${where}, ${formatCurrency(spread.median)} (median of ${plural(spread.count, 'ZIP')}, Zillow ZHVI as of ${asOf}).${caveat}${unplaced}`,
    },
    sources: zhviSources.length ? zhviSources : rowSources(valued),
  };
}
