// The five parts of a listing's match score (they add up to 100): price 30, location 25, property type 15,
// value for money 15, and must-haves 15 (or rent yield 15 for an investor). Each returns its points and the
// sentences that explain them.
import { formatCurrency, formatPercent } from '@bluebonnet/domain';
import type { ReferenceData } from '../../reference-data/index';
import type { Listing } from '../../providers/listings/index';
import { trustedSales } from './area-market';
import { median } from './median';
import type { SearchCriteria } from './search-criteria';

export type FactorResult = {
  factor: string;
  points: number;
  max: number;
  reasons: string[];
  pros: string[];
  cons: string[];
};

const result = (factor: string, max: number, points: number, parts: Partial<FactorResult> = {}): FactorResult => ({
  factor,
  max,
  points: Math.max(0, Math.min(max, Math.round(points))),
  reasons: [],
  pros: [],
  cons: [],
  ...parts,
});

/** Over the budget by 15 % or more scores nothing. */
const OVER_BUDGET_ZERO = 0.15;

export function priceFactor(l: Listing, c: SearchCriteria): FactorResult {
  const b = c.budget;
  if (!b) return result('Price', 30, 20, { reasons: ['No budget given: price not judged.'] });
  if (b.max !== null && l.price > b.max) {
    const over = (l.price - b.max) / b.max;
    return result('Price', 30, 30 * (1 - over / OVER_BUDGET_ZERO), {
      cons: [`${formatCurrency(l.price - b.max)} (${formatPercent(over)}) over the top of the budget (${b.label}).`],
    });
  }
  if (b.min !== null && l.price < b.min) {
    return result('Price', 30, 24, {
      reasons: [`${formatCurrency(l.price)} is below the budget (${b.label}).`],
      pros: [`${formatCurrency(b.min - l.price)} under the budget's floor: room for updates or a lower payment.`],
    });
  }
  const headroom = b.max !== null ? b.max - l.price : 0;
  return result('Price', 30, 30, {
    reasons: [`${formatCurrency(l.price)} is inside the budget (${b.label}).`],
    pros: headroom >= 25_000 ? [`${formatCurrency(headroom)} of headroom under the top of the budget.`] : [],
  });
}

export function locationFactor(l: Listing, c: SearchCriteria): FactorResult {
  if (!c.zips.length && !c.cities.length)
    return result('Location', 25, 12, { reasons: ['No preferred area to compare.'] });
  if (c.zips.includes(l.zip))
    return result('Location', 25, 25, { reasons: [`In ${l.zip} ${l.city}, a preferred area.`] });
  if (c.cities.some((city) => city.toLowerCase() === l.city.toLowerCase()))
    return result('Location', 25, 18, { reasons: [`In ${l.city}, a preferred city.`] });
  return result('Location', 25, 0, { cons: [`${l.city} ${l.zip} is outside the preferred areas.`] });
}

const NEAR_TYPES = new Set(['single-family|townhome', 'townhome|single-family', 'townhome|condo', 'condo|townhome']);

export function typeFactor(l: Listing, c: SearchCriteria): FactorResult {
  if (!c.propertyType) return result('Property type', 15, 10);
  if (l.propertyType === c.propertyType)
    return result('Property type', 15, 15, { reasons: [`A ${l.propertyType} home, as asked.`] });
  const near = NEAR_TYPES.has(`${c.propertyType}|${l.propertyType}`);
  return result('Property type', 15, near ? 7 : 0, {
    cons: [`A ${l.propertyType}, not the ${c.propertyType} asked for.`],
  });
}

/** The ZIP's Redfin median price per sq ft, or, when the table flags it, the searched ZIPs' median. */
function medianPpsf(ref: ReferenceData, zip: string, c: SearchCriteria): { value: number; label: string } | null {
  const row = ref.zipMarket(zip);
  const own = row ? trustedSales(row) : null;
  if (own?.medianPricePerSqft)
    return { value: own.medianPricePerSqft, label: `the ZIP's median (Redfin, ${own.periodEnd})` };
  const area = median(
    ref
      .zipMarkets(c.zips)
      .map((r) => trustedSales(r)?.medianPricePerSqft)
      .filter((v): v is number => typeof v === 'number'),
  );
  return area === null ? null : { value: area, label: "the searched ZIPs' median (Redfin)" };
}

export function valueFactor(ref: ReferenceData, l: Listing, c: SearchCriteria): FactorResult {
  if (!l.sqft)
    return result('Value for money', 15, 7, { cons: ['Living area not reported: price per sq ft unknown.'] });
  const ppsf = l.price / l.sqft;
  const area = medianPpsf(ref, l.zip, c);
  if (!area)
    return result('Value for money', 15, 8, {
      pros: [`${formatCurrency(ppsf)} per sq ft (no area median to compare).`],
    });
  const ratio = ppsf / area.value;
  const vs = `${formatCurrency(ppsf)}/sq ft against ${area.label} of ${formatCurrency(area.value)}`;
  if (ratio <= 0.9) return result('Value for money', 15, 15, { pros: [`Good value: ${vs}.`] });
  if (ratio <= 1.05) return result('Value for money', 15, 11, { reasons: [`Priced in line with the area: ${vs}.`] });
  if (ratio <= 1.2) return result('Value for money', 15, 6, { cons: [`Somewhat pricey per sq ft: ${vs}.`] });
  return result('Value for money', 15, 2, {
    cons: [`${formatPercent(ratio - 1, { digits: 0 })} above the area's price per sq ft: ${vs}.`],
  });
}
