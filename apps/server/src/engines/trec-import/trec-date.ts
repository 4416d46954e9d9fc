/** Outcome of reading a `YYYYMMDD` cell: an ISO date, null for blank, or `invalid`. */
export type TrecDate = string | null | 'invalid';

const YYYYMMDD = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * `YYYYMMDD` → `YYYY-MM-DD` (trec.md §1.2). Blank is null; so is all zeros, the usual "no date" filler of
 * fixed-format exports. A date that is not on the calendar (Feb 30) is `invalid`, not rolled over.
 */
export function parseTrecDate(cell: string): TrecDate {
  if (cell === '' || cell === '00000000') return null;
  const match = YYYYMMDD.exec(cell);
  if (!match) return 'invalid';
  const y = match[1] ?? '';
  const m = match[2] ?? '';
  const d = match[3] ?? '';
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return 'invalid';
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return 'invalid';
  return `${y}-${m}-${d}`;
}
