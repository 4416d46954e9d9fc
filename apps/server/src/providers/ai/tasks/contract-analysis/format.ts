// Formatting for people: money as $425,000 (cents only when there are any), dates as May 29, 2026.
import { civilDateParts, type CivilDate } from '@bluebonnet/domain';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const group = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Integer cents → '$425,000' or '$350.50'. */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const rest = abs % 100;
  return `${sign}$${group(Math.floor(abs / 100))}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Whole or fractional dollars (market figures) → '$425,000'. */
export function usd(dollars: number): string {
  return money(Math.round(dollars * 100));
}

/** 0.0241 → '2.4 %'; signed adds '+' for growth. */
export function percent(fraction: number, options: { signed?: boolean; digits?: number } = {}): string {
  const value = (fraction * 100).toFixed(options.digits ?? 1);
  const plus = options.signed && fraction > 0 ? '+' : '';
  return `${plus}${value} %`;
}

/** '2026-05-29' → 'May 29, 2026'. */
export function humanDate(date: CivilDate): string {
  const { year, month, day } = civilDateParts(date);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** Cents to dollars for numeric record fields (market and financial figures are in dollars). */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** 'Third Party Financing Addendum ¶2B' stays; '5A' becomes '¶5A'. */
export function paragraphLabel(paragraph: string): string {
  return /^\d/.test(paragraph) ? `¶${paragraph}` : paragraph;
}
