// How the analysis writes figures. Money goes through the domain's formatCurrency with one of these: contract
// amounts are integer cents, market figures dollars, and both show cents only when there are some.
import type { CurrencyOptions } from '@bluebonnet/domain';

/** Contract amounts (integer cents): $425,000, $350.50. */
export const FROM_CENTS: CurrencyOptions = { inCents: true, cents: 'if-any' };
/** Market figures (dollars): $470,000, $2,450.67. */
export const FROM_DOLLARS: CurrencyOptions = { cents: 'if-any' };

/** Cents to dollars for numeric record fields (market and financial figures are in dollars). */
export { toDollars } from '@bluebonnet/domain';

/** 'Third Party Financing Addendum ¶2B' stays; '5A' becomes '¶5A'. */
export function paragraphLabel(paragraph: string): string {
  return /^\d/.test(paragraph) ? `¶${paragraph}` : paragraph;
}

/** 1 → '1st', 22 → '22nd', 13 → '13th': days of the month as a lease writes them. */
export function nth(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
