import type { InvestmentAssumption } from '@bluebonnet/contracts';
import { formatCurrency, formatLongDate, formatPercent, isCivilDate } from '@bluebonnet/domain';

/** Short month names as people write them in a source line ("Sept 2026"). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** Dollars to the cent: 1234.5 → "$1,234.50". */
export const money = (amount: number) => formatCurrency(amount, { cents: 'always' });

/** Whole dollars, for the five-year projection: 48231.7 → "$48,232". */
export const dollars = (amount: number) => formatCurrency(amount);

/** Percentage points with two decimals: 8.456 → "8.46%". */
export const percent = (points: number) => formatPercent(points, { points: true, space: false, digits: 2 });

/** A rate as entered (0.5, 1, 6.875): no trailing zeros. */
export const rate = (points: number) => `${Number(points.toFixed(3))}%`;

/** "12.4 years". */
export const years = (value: number) => `${value.toFixed(1)} ${value === 1 ? 'year' : 'years'}`;

/** A source's date: "2026-09" → "Sept 2026", "2026-11-19" → "November 19, 2026", anything else as given. */
export function formatAsOf(asOf: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(asOf);
  if (month) return `${SHORT_MONTHS[Number(month[2]) - 1] ?? month[2]} ${month[1]}`;
  return isCivilDate(asOf) ? formatLongDate(asOf) : asOf;
}

/** "Zillow ZORI, Sept 2026"; the date is said to be missing rather than left out silently. */
export function sourceText({ source, asOf }: Pick<InvestmentAssumption, 'source' | 'asOf'>): string {
  if (!source) return 'No source';
  return asOf ? `${source}, ${formatAsOf(asOf)}` : `${source} (date not stated)`;
}

const PERCENT_FIELDS = new Set([
  'interestRate',
  'maintenanceRate',
  'vacancyRate',
  'appreciationRate',
  'rentGrowthRate',
]);

/** An assumption's value in its unit, by the request field it stands for. */
export function assumptionValue({ field, value }: Pick<InvestmentAssumption, 'field' | 'value'>): string {
  if (PERCENT_FIELDS.has(field)) return rate(value);
  if (field === 'loanTerm') return `${value} years`;
  if (field === 'bedrooms') return String(value);
  return money(value);
}

/** Projection years: 1–5 read "Year 1"; a calendar year reads as itself. */
export const yearLabel = (year: number) => (year < 100 ? `Year ${year}` : String(year));
