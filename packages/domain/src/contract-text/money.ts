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

/** 42_500_000 → '$425,000.00'. */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cents must be a whole number ≥ 0, got ${cents}`);
  const dollars = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `$${String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}
