// Money is parsed to integer cents, so sums like 3A + 3B = 3C are exact.

const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?(?!\d|[.,]\d)/;

/** '$425,000.00' → 42_500_000; '-0-' → 0. Null for text that does not start with a plain amount. */
export function parseMoney(text: string): number | null {
  const value = text.trim();
  if (/^-+\s*0\s*-+$/.test(value)) return 0;
  const m = AMOUNT.exec(value);
  if (!m) return null;
  const dollars = Number((m[1] ?? '').replace(/,/g, ''));
  const cents = m[2] === undefined ? 0 : Number(m[2].padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}
