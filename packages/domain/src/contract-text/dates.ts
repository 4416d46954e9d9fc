// Dates as people write them in contracts, to YYYY-MM-DD civil dates: 'March 15, 2027',
// '03/15/2027', '3-15-27', '2027-03-15', and the TREC "the 15th day of March, 20 27" blanks.
// Two-digit years are read as 20xx: every contract this reader sees is from this century.
import { civilDate, isCivilDate, type CivilDate } from '../deadlines/civil-date';
import { monthNumber } from '../format/months';

const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const NAMED = new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?!\\d)(?:st|nd|rd|th)?\\s*,?\\s*(\\d{4}|\\d{2})(?!\\d)`, 'i');
const DAY_FIRST = new RegExp(
  `\\b(\\d{1,2})(?!\\d)(?:st|nd|rd|th)?\\s+(?:day\\s+of\\s+)?${MONTH}\\.?\\s*,?\\s*(\\d{4})(?!\\d)`,
  'i',
);
const NUMERIC = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/;
const ISO = /\b(\d{4})-(\d{2})-(\d{2})(?!\d)/;

export type DateMatch = { date: CivilDate; index: number; length: number };

function year(text: string): number {
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

function build(y: number, m: number, d: number): CivilDate | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2200) return null;
  const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isCivilDate(text) ? civilDate(y, m, d) : null;
}

type Reader = { re: RegExp; read: (m: RegExpExecArray) => CivilDate | null };

const READERS: readonly Reader[] = [
  { re: ISO, read: (m) => build(Number(m[1]), Number(m[2]), Number(m[3])) },
  { re: NAMED, read: (m) => build(year(m[3] ?? ''), monthNumber(m[1] ?? ''), Number(m[2])) },
  { re: DAY_FIRST, read: (m) => build(year(m[3] ?? ''), monthNumber(m[2] ?? ''), Number(m[1])) },
  { re: NUMERIC, read: (m) => build(year(m[4] ?? ''), Number(m[1]), Number(m[3])) },
];

/** The first real date written in `text`, with where it sits; null when there is none. */
export function findDate(text: string): DateMatch | null {
  let best: DateMatch | null = null;
  for (const { re, read } of READERS) {
    const m = re.exec(text);
    if (!m || (best && m.index >= best.index)) continue;
    const date = read(m);
    if (date) best = { date, index: m.index, length: m[0].length };
  }
  return best;
}

/** `text` as a date when it holds one, else null. */
export function parseDateText(text: string): CivilDate | null {
  return findDate(text)?.date ?? null;
}

/**
 * TREC blanks split a date: "[day] day of [month], 20[yy]" or "on or before [month day], 20[yy]".
 * A filler may also type the whole date into the first blank and leave "20__" empty.
 */
export function trecBlankDate(dayOrMonthDay: string, month: string, yearBlank: string): CivilDate | null {
  const yy = /^\s*(\d{2})(?!\d)/.exec(yearBlank)?.[1];
  const joined = `${dayOrMonthDay} ${month}`.replace(/\s+/g, ' ').trim();
  if (yy) {
    const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+(.+)$/.exec(joined);
    const text = dayFirst ? `${dayFirst[2]} ${dayFirst[1]}, 20${yy}` : `${joined}, 20${yy}`;
    const date = parseDateText(text);
    if (date) return date;
  }
  return parseDateText(joined);
}
