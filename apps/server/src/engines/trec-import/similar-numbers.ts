import { licenseKeyOfDigits, parseLicenseNumber } from './license-number';

const DIGITS = '0123456789';

/**
 * One-slip variants of a run of digits, most likely slips first: two neighbours swapped, one digit
 * changed, one dropped, one added. May repeat; the caller dedupes on the key.
 */
function* oneSlipVariants(digits: string): Generator<string> {
  for (let i = 0; i + 1 < digits.length; i++) {
    if (digits[i] !== digits[i + 1]) {
      yield digits.slice(0, i) + digits[i + 1] + digits[i] + digits.slice(i + 2);
    }
  }
  for (let i = 0; i < digits.length; i++) {
    for (const d of DIGITS) if (d !== digits[i]) yield digits.slice(0, i) + d + digits.slice(i + 1);
  }
  for (let i = 0; i < digits.length && digits.length > 1; i++) yield digits.slice(0, i) + digits.slice(i + 1);
  for (let i = 0; i <= digits.length; i++) {
    for (const d of DIGITS) yield digits.slice(0, i) + d + digits.slice(i);
  }
}

/**
 * License numbers one typing slip away from `number` that exist, as lookup keys, at most `limit` of them
 * and never the number itself. `exists` is asked about keys only (digits, no leading zeros), so it can be
 * a Set lookup or an index probe; a number that is not a license number has no suggestions.
 */
export function similarLicenseNumbers(number: string, exists: (key: string) => boolean, limit = 5): string[] {
  const parsed = parseLicenseNumber(number);
  if (!parsed || limit <= 0) return [];
  const seen = new Set<string>([parsed.key]);
  const found: string[] = [];
  for (const variant of oneSlipVariants(parsed.digits)) {
    const key = licenseKeyOfDigits(variant);
    if (variant === '' || seen.has(key)) continue;
    seen.add(key);
    if (exists(key)) {
      found.push(key);
      if (found.length >= limit) break;
    }
  }
  return found;
}
