// Yearly appreciation for the projection: the agent's rate, else the ZIP's Zillow Home Value Index trend.
// We use the five-year change (calendar-year averages, 2020 to 2025) annualised: a five-year projection
// should rest on a five-year trend, and one year's change swings too much to carry forward five times
// (75024: −4.3 % in the last 12 months against +8.3 % a year since 2020). Zillow publishes the five-year
// figure only for the seven core DFW counties; elsewhere the 12-month change is used and named as such.
// The note always quotes both where both exist, so the agent can judge and type their own.
import { formatLongDate, formatPercent } from '@bluebonnet/domain';
import type { ReferenceData, ZipMarket } from '../../reference-data/index';
import { type Filled, fromTable, noData, typed } from './filled';

const FIELD = { field: 'appreciationRate', label: 'Appreciation (percent a year, projection)' };
const TREND_YEARS = 5;

const signed = (points: number, digits = 1) => formatPercent(points, { points: true, signed: true, digits });

/** Compound yearly rate, percent with two decimals: (1 + total)^(1/years) − 1. */
export const annualised = (totalPct: number, years: number): number =>
  Math.round((Math.pow(1 + totalPct / 100, 1 / years) - 1) * 10_000) / 100;

/** The table's trend alone (null without one), for the form's suggestions. */
export function zipTrend(ref: ReferenceData, row: ZipMarket): Filled | null {
  const hv = row.homeValue;
  if (!hv) return null;
  const tables = [ref.sourceFor('zip-market')];
  const source = `Zillow Home Value Index (ZHVI), ZIP ${row.zip}`;
  const lastYear =
    hv.changeYearPct === null
      ? ''
      : ` Over the 12 months to ${formatLongDate(hv.asOf)} they changed ${signed(hv.changeYearPct)}.`;
  if (hv.change5yPct !== null) {
    const rate = annualised(hv.change5yPct, TREND_YEARS);
    return fromTable(FIELD, rate, {
      source,
      asOf: '2020 to 2025 (calendar-year averages)',
      note:
        `Typical home values in ZIP ${row.zip} changed ${signed(hv.change5yPct)} from 2020 to 2025 (Zillow calendar-year averages), ` +
        `${signed(rate, 2)} a year compounded.${lastYear} A five-year projection uses the five-year trend; past growth does not promise future growth.`,
      tables,
    });
  }
  if (hv.changeYearPct === null) return null;
  return fromTable(FIELD, hv.changeYearPct, {
    source,
    asOf: hv.asOf,
    note:
      `Typical home values in ZIP ${row.zip} changed ${signed(hv.changeYearPct)} over the 12 months to ${formatLongDate(hv.asOf)}; ` +
      'Zillow has no five-year figure for this ZIP, so that one year is carried forward. Past growth does not promise future growth.',
    tables,
  });
}

export function appreciation(ref: ReferenceData, typedRate: number | undefined, row: ZipMarket | null): Filled {
  if (typedRate !== undefined) return typed(FIELD, typedRate);
  return (
    (row ? zipTrend(ref, row) : null) ??
    noData(FIELD, 'No price trend for this ZIP; the projection assumes no appreciation.')
  );
}
