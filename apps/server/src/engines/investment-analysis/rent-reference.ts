// What the ZIP's rent tables say, for the form's suggestion and beside a typed rent: HUD's fair market rent
// for the bedroom count (the 40th percentile of rents, utilities included; a bedroom-specific yardstick) and
// Zillow's typical asking rent for the ZIP (all home sizes). The suggestion is HUD's when there is a
// bedroom count, Zillow's otherwise; both are quoted with their dates.
import { formatCurrency, MONTH_NAMES } from '@bluebonnet/domain';
import type { FairMarketRent, ReferenceData, ZipMarket } from '../../reference-data/index';
import { type Filled, fromTable } from './filled';

const FIELD = { field: 'monthlyRent', label: 'Monthly rent' };
const perMonth = (dollars: number) => `${formatCurrency(dollars)} a month`;

/** ZORI periods: '2025' is that year's average, '2023-10' that month. */
function periodText(period: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  const name = month ? MONTH_NAMES[Number(month[2]) - 1] : undefined;
  if (month && name) return `${name} ${month[1]}`;
  return /^\d{4}$/.test(period) ? `${period} average` : period;
}

function fmrText(fmr: FairMarketRent): string {
  const where = fmr.basis === 'zip' ? `ZIP ${fmr.zip}` : `the ${fmr.hudArea}`;
  const rooms = fmr.bedrooms === 0 ? 'a studio' : `${fmr.bedrooms} bedroom${fmr.bedrooms === 1 ? '' : 's'}`;
  const derived = fmr.derivedFromFourBedroom ? ', by HUD’s rule of the 4-bedroom rent plus 15 % a bedroom' : '';
  return `HUD’s ${fmr.asOf} fair market rent for ${rooms} in ${where} is ${perMonth(fmr.monthlyRent)} (the 40th percentile of rents, utilities included${derived})`;
}

const zoriText = (row: ZipMarket, zori: number, period: string) =>
  `Zillow’s typical rent for ZIP ${row.zip} (${periodText(period)}, all home sizes) is ${perMonth(zori)}`;

const fmrFor = (ref: ReferenceData, row: ZipMarket, bedrooms: number | undefined) =>
  bedrooms === undefined ? null : ref.fairMarketRent(row.zip, bedrooms);

/** The sentence quoting both tables (null when neither has a figure). */
export function rentComparison(ref: ReferenceData, row: ZipMarket | null, bedrooms: number | undefined) {
  if (!row) return null;
  const fmr = fmrFor(ref, row, bedrooms);
  const parts = [fmr ? fmrText(fmr) : null, row.rent ? zoriText(row, row.rent.zori, row.rent.period) : null];
  const text = parts.filter((p): p is string => p !== null).join('; ');
  return text ? { text: `${text}.`, sources: [ref.sourceFor('zip-market')] } : null;
}

export function suggestedRent(ref: ReferenceData, row: ZipMarket | null, bedrooms: number | undefined): Filled | null {
  if (!row) return null;
  const fmr = fmrFor(ref, row, bedrooms);
  const compared = rentComparison(ref, row, bedrooms);
  const note = `${compared?.text ?? ''} Check rent comps for this home before relying on it.`.trim();
  const tables = [ref.sourceFor('zip-market')];
  if (fmr) return fromTable(FIELD, fmr.monthlyRent, { source: fmr.source.name, asOf: fmr.asOf, note, tables });
  if (!row.rent) return null;
  const source = `Zillow Observed Rent Index (ZORI), ZIP ${row.zip}`;
  return fromTable(FIELD, row.rent.zori, { source, asOf: row.rent.period, note, tables });
}
