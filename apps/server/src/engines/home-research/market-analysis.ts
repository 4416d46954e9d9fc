// The research profile's marketAnalysis: the searched ZIPs' market in readable key/values — typical
// values, pace (days on market, share sold above list), inventory, price per sq ft, rents, the mortgage
// rate — each with its source and date. Medians of the ZIPs' figures; Redfin rows the table flags are left out.
import { formatCurrency, formatPercent, plural, uniquePlaces } from '@bluebonnet/domain';
import type { ReferenceData, ZipMarket } from '../../reference-data/index';
import { rowSources, trustedSales, valueSpread, zipLabel } from './area-market';
import { budgetFitText } from './criteria-analysis';
import { median } from './median';
import type { SearchCriteria } from './search-criteria';

const MAX_ZIP_DETAILS = 12;

const nums = (rows: readonly ZipMarket[], pick: (r: ZipMarket) => number | null | undefined) =>
  rows.map(pick).filter((v): v is number => typeof v === 'number');

/** 'competitive' when homes go fast and often above list; 'slower' when they sit. */
export function marketPace(daysOnMarket: number | null, soldAbovePct: number | null): string | null {
  if (daysOnMarket === null) return null;
  if (daysOnMarket <= 30 && (soldAbovePct ?? 0) >= 25)
    return 'Competitive: homes go quickly and often above list price; be ready to offer fast.';
  if (daysOnMarket >= 60)
    return 'Slower: homes sit for two months or more, which leaves room to negotiate price and repairs.';
  return 'Balanced: neither side has a strong edge; price and terms are negotiable on most homes.';
}

// Keys are the words shown on screen, like the rest of the record (never "valueChange1y").
function zipDetail(r: ZipMarket): Record<string, unknown> {
  const s = trustedSales(r);
  return {
    'Typical home value': r.homeValue ? `${formatCurrency(r.homeValue.zhvi)} (as of ${r.homeValue.asOf})` : null,
    '1-year value change':
      r.homeValue?.changeYearPct != null ? formatPercent(r.homeValue.changeYearPct / 100, { signed: true }) : null,
    'Median days on market': s?.medianDaysOnMarket ?? null,
    'Homes for sale': s?.inventory ?? null,
    'Median price per sq ft': s?.medianPricePerSqft ? formatCurrency(s.medianPricePerSqft) : null,
    'Typical rent': r.rent ? `${formatCurrency(r.rent.zori)}/mo (${r.rent.period})` : null,
    ...(r.sales?.caution ? { Caution: r.sales.caution } : {}),
  };
}

export function marketAnalysis(ref: ReferenceData, criteria: SearchCriteria): Record<string, unknown> {
  const rows = ref.zipMarkets(criteria.zips);
  const spread = valueSpread(rows);
  if (!rows.length || !spread) {
    return {
      Summary: 'No bundled market figures: the preferred areas were not recognised or have no Zillow home value.',
      'Areas not recognised': criteria.unresolvedAreas,
    };
  }
  const sales = rows.map(trustedSales).filter((s) => s !== null);
  const period = sales
    .map((s) => s.periodEnd)
    .sort()
    .at(-1);
  const dom = median(nums(rows, (r) => trustedSales(r)?.medianDaysOnMarket));
  const above = median(nums(rows, (r) => trustedSales(r)?.soldAboveListPct));
  const ppsf = median(nums(rows, (r) => trustedSales(r)?.medianPricePerSqft));
  const change = median(nums(rows, (r) => r.homeValue?.changeYearPct));
  const rents = nums(rows, (r) => r.rent?.zori);
  const rate = ref.latestMortgageRate();
  const redfin = `Redfin, median of ${plural(sales.length, 'ZIP')}, 90 days to ${period}`;
  return {
    Area: `${uniquePlaces(criteria.areas.map((a) => a.label)).join(', ') || 'Searched ZIPs'} (${plural(rows.length, 'ZIP')})`,
    'Typical home value': `median ${formatCurrency(spread.median)}, range ${formatCurrency(spread.min)}–${formatCurrency(spread.max)} across ${plural(spread.count, 'ZIP')} (Zillow ZHVI, as of ${spread.asOf})`,
    ...(change !== null
      ? { 'Home value change, 1 year': `${formatPercent(change / 100, { signed: true })} (median of ZIPs, Zillow)` }
      : {}),
    ...(dom !== null ? { 'Median days on market': `${Math.round(dom)} days (${redfin})` } : {}),
    ...(sales.length
      ? {
          'Homes for sale': `${nums(rows, (r) => trustedSales(r)?.inventory).reduce((a, b) => a + b, 0)} (Redfin inventory, ${plural(sales.length, 'ZIP')})`,
        }
      : {}),
    ...(above !== null ? { 'Sold above list price': `${formatPercent(above / 100)} of sales (${redfin})` } : {}),
    ...(ppsf !== null ? { 'Median price per sq ft': `${formatCurrency(ppsf)} (${redfin})` } : {}),
    ...(rents.length
      ? {
          'Typical rent': `${formatCurrency(Math.min(...rents))}–${formatCurrency(Math.max(...rents))} a month (Zillow ZORI)`,
        }
      : {}),
    ...(rate ? { 'Mortgage rate': `${rate.ratePct} % 30-year fixed (${rate.source.name}, ${rate.date})` } : {}),
    ...(marketPace(dom, above) ? { 'Market pace': marketPace(dom, above) } : {}),
    'Budget fit': budgetFitText(ref, criteria) ?? 'Not judged: no budget given.',
    'By ZIP': Object.fromEntries(rows.slice(0, MAX_ZIP_DETAILS).map((r) => [zipLabel(r), zipDetail(r)])),
    Sources: [...rowSources(rows), ...(rate ? [rate.source] : [])].map(
      (s) => `${s.name}${s.asOf ? `, as of ${s.asOf}` : ''}`,
    ),
  };
}
