// Figures in prose: dates (ISO, "May 29, 2026", 5/29/2026) become ISO dates, other numbers their plain
// value ('$485,000' → '485000', '2.4 %' → '2.4'). A rewrite may only use figures the facts contain.
import { monthNumber } from '@bluebonnet/domain';

const pad = (n: number) => String(n).padStart(2, '0');

const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const LONG =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),?\s+(\d{4})\b/gi;
const SLASH = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** The set of figures in a text, each in one canonical spelling. */
export function figures(text: string): Set<string> {
  const out = new Set<string>();
  let rest = text.replace(ISO, (m) => (out.add(m), ' '));
  rest = rest.replace(LONG, (_m, month: string, day: string, year: string) => {
    out.add(`${year}-${pad(monthNumber(month))}-${pad(Number(day))}`);
    return ' ';
  });
  rest = rest.replace(
    SLASH,
    (_m, month: string, day: string, year: string) => (
      out.add(`${year}-${pad(Number(month))}-${pad(Number(day))}`),
      ' '
    ),
  );
  for (const m of rest.matchAll(NUMBER)) out.add(String(Number(m[0].replace(/,/g, ''))));
  return out;
}

/** True when every figure in `rewrite` is one of `allowed`. */
export function usesOnlyFigures(rewrite: string, allowed: ReadonlySet<string>): boolean {
  for (const f of figures(rewrite)) if (!allowed.has(f)) return false;
  return true;
}
