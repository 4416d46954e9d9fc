/**
 * US phone numbers to E.164 (+1NXXNXXXXXX). North American Numbering Plan rules: the area code and
 * the exchange never start with 0 or 1. Anything else is not a number a text can reach.
 */
export function toUsE164(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s().\-/]{7,25}$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  if (trimmed.startsWith('+') && !trimmed.replace(/\s/g, '').startsWith('+1')) return null;
  return `+1${digits}`;
}

/** (214) 555-0142 for display. */
export function formatUsPhone(e164: string): string {
  const d = e164.replace(/^\+1/, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : e164;
}

/**
 * The key duplicate detection compares phones by: the last ten digits, whatever the formatting
 * ("(214) 555-0142", "+1 214.555.0142" and "2145550142" are one number). Null under ten digits.
 */
export function phoneKey(input: string | null | undefined): string | null {
  const digits = (input ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}
