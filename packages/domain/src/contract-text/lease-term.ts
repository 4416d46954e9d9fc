// A lease's ¶1 parties and ¶3 term. Each date is tied to its label by the words around it — "June 1,
// 2026 (the Commencement Date)", "Commencement Date: June 1, 2026", "begins on …", "ending on …" — so
// a label printed after its date is never read as the next date's.
import { addCalendarDays, civilDateParts, type CivilDate } from '../deadlines/civil-date';
import { findDate } from './dates';
import { foundAt } from './evidence';
import { headingAt, plainDays, plainText } from './plain-helpers';
import type { Doc, Region } from './text-lines';
import type { Field, Found } from './types';

const ROLE = (role: string) => `\\(\\s*(?:the\\s+)?["“]?(?:${role})["”]?\\s*\\)`;
const LANDLORD = 'Landlord|Lessor';
const TENANT = 'Tenants?|Lessees?';

// "the owner of the Property, X (Landlord)" and "X, the owner of the Property (Landlord)" both name X.
const OWNER = /(?:^|,)\s*the\s+owner\s+of\s+the\s+Property,?\s*/i;

function withoutOwner(found: Field<string>): Field<string> {
  if (!found) return null;
  const value = found.value.replace(OWNER, '').replace(/,\s*$/, '').trim();
  return value ? { ...found, value } : null;
}

export function leaseParties(doc: Doc, region?: Region): { landlord: Field<string>; tenant: Field<string> } {
  const name = `([^()"“”]{2,160}?)`;
  const landlord = withoutOwner(
    plainText(
      doc,
      [
        /\bLandlord\s*:\s*([^;\n]{2,120})/i,
        new RegExp(`\\bbetween\\s+${name}\\s*,?\\s*${ROLE(LANDLORD)}`, 'i'),
        new RegExp(`\\bare:?\\s+${name}\\s*,?\\s*${ROLE(LANDLORD)}`, 'i'),
      ],
      region,
    ),
  );
  const tenant = plainText(
    doc,
    [
      /\bTenants?(?:\(s\))?\s*:\s*([^;\n]{2,120})/i,
      new RegExp(`${ROLE(LANDLORD)}\\s*,?\\s*(?:and\\s+)?${name}\\s*,?\\s*${ROLE(TENANT)}`, 'i'),
    ],
    region,
  );
  return { landlord, tenant };
}

type Role = 'start' | 'end';

const AFTER: readonly [RegExp, Role][] = [
  [/^[\s,]*\(\s*(?:the\s+)?["“]?Commencement\s+Date/i, 'start'],
  [/^[\s,]*\(\s*(?:the\s+)?["“]?Expiration\s+Date/i, 'end'],
];
const BEFORE: readonly [RegExp, Role][] = [
  [/Commencement\s+Date\s*:?\s*$/i, 'start'],
  [/Expiration\s+Date\s*:?\s*$/i, 'end'],
  [/\b(?:begin(?:s|ning)?|commenc(?:es|ing)|start(?:s|ing)?)\b[^;]{0,40}?$/i, 'start'],
  [/\b(?:end(?:s|ing)?|expir(?:es|ing)|terminat(?:es|ing))\b[^;]{0,40}?$/i, 'end'],
];

/** `start`–`end`: the date itself; `cue`: where its quote starts (its label, when the label comes first). */
type Dated = { date: CivilDate; start: number; end: number; quoteEnd: number; role: Role | null; cue: number };

/** Every date in the region with the role its nearest words give it. */
function datesIn(doc: Doc, region: Region): Dated[] {
  const out: Dated[] = [];
  let at = region.start;
  while (at < region.end) {
    const found = findDate(doc.text.slice(at, region.end));
    if (!found) break;
    const start = at + found.index;
    const end = start + found.length;
    const after = doc.text.slice(end, Math.min(region.end, end + 40));
    const before = doc.text.slice(Math.max(region.start, start - 60), start);
    const byAfter = AFTER.find(([re]) => re.test(after));
    const byBefore = BEFORE.map(([re, role]) => ({ m: re.exec(before), role })).filter((x) => x.m !== null);
    // The cue closest to the date decides among the ones before it.
    const nearest = byBefore.sort((a, b) => (b.m?.index ?? 0) - (a.m?.index ?? 0))[0];
    const role = byAfter?.[1] ?? nearest?.role ?? null;
    const cue = byAfter ? start : nearest?.m ? start - before.length + nearest.m.index : start;
    const quoteEnd = byAfter ? end + (byAfter[0].exec(after)?.[0].length ?? 0) : end;
    out.push({ date: found.date, start, end, quoteEnd, role, cue });
    at = end;
  }
  return out;
}

function asFound(doc: Doc, d: Dated | undefined): Field<CivilDate> {
  return d ? foundAt(doc, d.date, d.cue, d.quoteEnd, headingAt(doc, d.start)) : null;
}

/** Start and end of a term (a lease's Commencement and Expiration, a listing's term): by their labels, else (`byOrder`) the first two dates in order. */
export function termDates(
  doc: Doc,
  region: Region,
  byOrder: boolean,
): { start: Field<CivilDate>; end: Field<CivilDate> } {
  const dates = datesIn(doc, region);
  // In-order fallback only inside the term paragraph: over a whole text, signature dates would count.
  const inOrder = byOrder && dates.length >= 2;
  const start = dates.find((d) => d.role === 'start') ?? (inOrder ? dates[0] : undefined);
  const end = dates.find((d) => d.role === 'end' && d !== start) ?? (inOrder ? dates[1] : undefined);
  return { start: asFound(doc, start), end: asFound(doc, end === start ? undefined : end) };
}

/** Whole months when the lease ends the day before a monthly anniversary (June 1 → May 31 is 12). */
function wholeMonths(start: CivilDate, end: CivilDate): number | null {
  const s = civilDateParts(start);
  const next = civilDateParts(addCalendarDays(end, 1));
  const months = (next.year - s.year) * 12 + (next.month - s.month);
  return next.day === s.day && months > 0 ? months : null;
}

export function leaseTermMonths(
  doc: Doc,
  start: Field<CivilDate>,
  end: Field<CivilDate>,
  region?: Region,
): Field<number> {
  const stated = plainDays(
    doc,
    [/\bterm\s+(?:of|is)\s+([^\n]{0,30}?)\s*months\b/i, /\b(\d{1,2})[-\s]+month\s+(?:lease|term)\b/i],
    region,
  );
  if (stated || !start || !end) return stated;
  const months = wholeMonths(start.value, end.value);
  if (months === null) return null;
  // Computed from the two dates: the quote spans both when they are printed together.
  const from = doc.original.indexOf(start.evidence.quote);
  const to = doc.original.indexOf(end.evidence.quote, from);
  const together = from >= 0 && to >= 0 && to - from < 400;
  const quote = together ? doc.original.slice(from, to + end.evidence.quote.length) : end.evidence.quote;
  return { value: months, evidence: { paragraph: start.evidence.paragraph, quote } } satisfies Found<number>;
}
