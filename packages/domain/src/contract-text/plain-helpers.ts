// Reading documents that are not TREC forms: values found by wording ("The purchase price is
// $425,000"), each labelled with the numbered heading it sits under ('3', '3A') or 'text'.
import type { CivilDate } from '../deadlines/civil-date';
import { findDate } from './dates';
import { foundAt } from './evidence';
import { search, viewOf, type Hit } from './match';
import { parseMoney } from './money';
import { parseDayCount } from './numbers';
import { cleanBlank, lineIndexAt, lineText, type Doc, type Region } from './text-lines';
import type { Field } from './types';

const NUMBERED = /^\s*(?:(?:[Ss]ection|SECTION|[Aa]rticle|ARTICLE|§)\s*)?(\d{1,2})(?:\.\d{1,2})?[.):]?\s+[A-Z]/;
const LETTERED = /^\s*([A-H])\.\s+[A-Z]/;
const LOOK_BACK = 80;

/** The numbered (and lettered) heading above an offset: '5', '3A', or 'text' when there is none. */
export function headingAt(doc: Doc, offset: number): string {
  const at = lineIndexAt(doc, offset);
  let letter: string | null = null;
  for (let i = at; i >= 0 && i > at - LOOK_BACK; i--) {
    const line = doc.lines[i];
    if (!line) break;
    const text = lineText(doc, line);
    const n = NUMBERED.exec(text);
    if (n) return `${n[1]}${letter ?? ''}`;
    const l: RegExpExecArray | null = letter === null ? LETTERED.exec(text) : null;
    if (l) letter = l[1] ?? null;
  }
  return 'text';
}

/** `region` narrows the search to one paragraph (a lease's ¶5); the whole text by default. */
function firstHit(
  doc: Doc,
  patterns: readonly RegExp[],
  accept: (hit: Hit) => boolean,
  region: Region = { start: 0, end: doc.text.length },
): Hit | null {
  const all = viewOf(doc, region);
  for (const re of patterns) {
    let from = 0;
    // Try each occurrence: an empty "Buyer: ____" signature line must not hide a filled one.
    for (let hit = search(all, re, from); hit; hit = search(all, re, from)) {
      if (accept(hit)) return hit;
      from = Math.max(hit.end, hit.start + 1);
    }
  }
  return null;
}

export function plainText(doc: Doc, patterns: readonly RegExp[], region?: Region): Field<string> {
  const hit = firstHit(doc, patterns, (h) => cleanBlank(h.groups[0]?.text ?? '') !== '', region);
  return hit
    ? foundAt(doc, cleanBlank(hit.groups[0]?.text ?? ''), hit.start, hit.end, headingAt(doc, hit.start))
    : null;
}

const DOLLARS = /\$\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?!\d|[.,]\d)/;

/** The first "$amount" inside the pattern's group; the quote runs to the end of that amount. */
export function plainMoney(doc: Doc, patterns: readonly RegExp[], region?: Region): Field<number> {
  const amountIn = (h: Hit) => DOLLARS.exec(h.groups[0]?.text ?? '');
  const hit = firstHit(doc, patterns, (h) => amountIn(h) !== null, region);
  const m = hit ? amountIn(hit) : null;
  const cents = m ? parseMoney(m[0]) : null;
  if (!hit || !m || cents === null) return null;
  const end = (hit.groups[0]?.start ?? hit.start) + m.index + m[0].length;
  return foundAt(doc, cents, hit.start, end, headingAt(doc, hit.start));
}

export function plainDate(doc: Doc, patterns: readonly RegExp[], region?: Region): Field<CivilDate> {
  const dateIn = (h: Hit) => findDate(h.groups[0]?.text ?? '');
  const hit = firstHit(doc, patterns, (h) => dateIn(h) !== null, region);
  const d = hit ? dateIn(hit) : null;
  if (!hit || !d) return null;
  const end = (hit.groups[0]?.start ?? hit.start) + d.index + d.length;
  return foundAt(doc, d.date, hit.start, end, headingAt(doc, hit.start));
}

export function plainDays(doc: Doc, patterns: readonly RegExp[], region?: Region): Field<number> {
  const daysIn = (h: Hit) => parseDayCount(cleanBlank(h.groups[0]?.text ?? ''));
  const hit = firstHit(doc, patterns, (h) => daysIn(h) !== null, region);
  const days = hit ? daysIn(hit) : null;
  return hit && days !== null ? foundAt(doc, days, hit.start, hit.end, headingAt(doc, hit.start)) : null;
}

/** A yes/no (or any value) stated by one of several phrasings; the first phrasing found wins. */
export function plainFlag<T>(doc: Doc, choices: readonly { re: RegExp; value: T }[], region?: Region): Field<T> {
  const all = viewOf(doc, region ?? { start: 0, end: doc.text.length });
  for (const { re, value } of choices) {
    const hit = search(all, re);
    if (hit) return foundAt(doc, value, hit.start, hit.end, headingAt(doc, hit.start));
  }
  return null;
}
