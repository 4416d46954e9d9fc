const SUFFIX = /^(jr|sr|ii|iii|iv)\.?$/i;

/**
 * One "Name" column (Zillow writes one) into first and last name: the last word is the last name, a
 * suffix stays with it ("John Smith Jr."), and "Garcia, Maria" is read last-name-first. Null for one word.
 */
export function splitFullName(full: string): { firstName: string; lastName: string } | null {
  const text = full.trim().replace(/\s+/g, ' ');
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 2 && parts[0] && parts[1] && !SUFFIX.test(parts[1])) {
    return { firstName: parts[1], lastName: parts[0] };
  }
  const words = text.replace(/,/g, ' ').split(' ').filter(Boolean);
  if (words.length < 2) return null;
  let lastStart = words.length - 1;
  if (words.length >= 3 && SUFFIX.test(words[lastStart] ?? '')) lastStart -= 1;
  return { firstName: words.slice(0, lastStart).join(' '), lastName: words.slice(lastStart).join(' ') };
}
