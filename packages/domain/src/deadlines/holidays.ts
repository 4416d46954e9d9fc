// Texas + federal legal holiday calendar, computed by rule for any year.
//
// Federal legal public holidays — 5 U.S.C. §6103(a):
//   New Year's Day (Jan 1), Birthday of Martin Luther King, Jr. (3rd Mon Jan), Washington's Birthday
//   (3rd Mon Feb), Memorial Day (last Mon May), Juneteenth National Independence Day (Jun 19, from
//   2021), Independence Day (Jul 4), Labor Day (1st Mon Sep), Columbus Day (2nd Mon Oct), Veterans Day
//   (Nov 11), Thanksgiving Day (4th Thu Nov), Christmas Day (Dec 25).
//   Observed dates — 5 U.S.C. §6103(b) and Executive Order 11582: a holiday on a Saturday is observed
//   the Friday before, one on a Sunday the Monday after. (Jan 1 on a Saturday → Dec 31 of the year before.)
// Texas holidays — Gov't Code §662.003:
//   (a) national: the nine above without Columbus Day or Juneteenth, on their own dates;
//   (b) state: Confederate Heroes Day (Jan 19), Texas Independence Day (Mar 2), San Jacinto Day
//       (Apr 21), Emancipation Day in Texas (Jun 19), Lyndon Baines Johnson Day (Aug 27), the Friday
//       after Thanksgiving, Dec 24, Dec 26.
//   No weekend substitution: §662.005(a)(1) gives no day off for a holiday on a Saturday or Sunday.
//   Optional holidays (§662.003(c) Rosh Hashanah, Yom Kippur, Good Friday; §662.013 Cesar Chavez Day)
//   are left out: they are not days off for everyone, so nobody can rely on them as legal holidays.
// Not computable, so not included: one-off federal closures by executive order.
//
// Why two readings: TREC's ¶5A(2) says "legal holiday" without defining it, and trec.md §2.2 marks
// that [U] and gives no observed-date rule. A day that is a holiday under BOTH federal and Texas law
// (reading 'both') is one everyone agrees on; a day under EITHER is only arguably one. The deadline
// engine rolls money deadlines over 'both' days only — the earliest defensible date, which protects
// the party who must deliver — and reports the later 'either' date separately (see roll-forward.ts).
import {
  addCalendarDays,
  civilDate,
  civilDateParts,
  dayOfWeek,
  lastWeekdayOfMonth,
  nthWeekdayOfMonth,
  type CivilDate,
} from './civil-date';

export type HolidayReading = 'both' | 'either';

export type LegalHoliday = {
  date: CivilDate;
  /** Every holiday name on this date, joined with " / ", e.g. "Christmas Day (observed) / December 26". */
  name: string;
  /** A federal legal public holiday on this date (including an observed substitute day). */
  federal: boolean;
  /** A Texas national or state holiday on this date under Gov't Code §662.003. */
  texas: boolean;
};

type Rule = { name: string; federal: boolean; texas: boolean; since?: number; on: (year: number) => CivilDate };

const fixed = (month: number, day: number) => (year: number) => civilDate(year, month, day);
const thanksgiving = (year: number) => nthWeekdayOfMonth(year, 11, 4, 4);

const RULES: readonly Rule[] = [
  { name: "New Year's Day", federal: true, texas: true, on: fixed(1, 1) },
  { name: 'Martin Luther King, Jr., Day', federal: true, texas: true, on: (y) => nthWeekdayOfMonth(y, 1, 1, 3) },
  { name: 'Confederate Heroes Day', federal: false, texas: true, on: fixed(1, 19) },
  { name: "Presidents' Day", federal: true, texas: true, on: (y) => nthWeekdayOfMonth(y, 2, 1, 3) },
  { name: 'Texas Independence Day', federal: false, texas: true, on: fixed(3, 2) },
  { name: 'San Jacinto Day', federal: false, texas: true, on: fixed(4, 21) },
  { name: 'Memorial Day', federal: true, texas: true, on: (y) => lastWeekdayOfMonth(y, 5, 1) },
  { name: 'Juneteenth National Independence Day', federal: true, texas: false, since: 2021, on: fixed(6, 19) },
  { name: 'Emancipation Day in Texas', federal: false, texas: true, on: fixed(6, 19) },
  { name: 'Independence Day', federal: true, texas: true, on: fixed(7, 4) },
  { name: 'Lyndon Baines Johnson Day', federal: false, texas: true, on: fixed(8, 27) },
  { name: 'Labor Day', federal: true, texas: true, on: (y) => nthWeekdayOfMonth(y, 9, 1, 1) },
  { name: 'Columbus Day', federal: true, texas: false, on: (y) => nthWeekdayOfMonth(y, 10, 1, 2) },
  { name: 'Veterans Day', federal: true, texas: true, on: fixed(11, 11) },
  { name: 'Thanksgiving Day', federal: true, texas: true, on: thanksgiving },
  { name: 'Friday after Thanksgiving', federal: false, texas: true, on: (y) => addCalendarDays(thanksgiving(y), 1) },
  { name: 'December 24', federal: false, texas: true, on: fixed(12, 24) },
  { name: 'Christmas Day', federal: true, texas: true, on: fixed(12, 25) },
  { name: 'December 26', federal: false, texas: true, on: fixed(12, 26) },
];

type Entry = { names: string[]; federal: boolean; texas: boolean };

function collect(year: number, into: Map<CivilDate, Entry>): void {
  const add = (date: CivilDate, name: string, federal: boolean, texas: boolean): void => {
    const entry = into.get(date) ?? { names: [], federal: false, texas: false };
    if (!entry.names.includes(name)) entry.names.push(name);
    entry.federal ||= federal;
    entry.texas ||= texas;
    into.set(date, entry);
  };
  for (const rule of RULES) {
    if (rule.since !== undefined && year < rule.since) continue;
    const date = rule.on(year);
    add(date, rule.name, rule.federal, rule.texas);
    if (!rule.federal) continue;
    const dow = dayOfWeek(date);
    if (dow === 6) add(addCalendarDays(date, -1), `${rule.name} (observed)`, true, false);
    if (dow === 0) add(addCalendarDays(date, 1), `${rule.name} (observed)`, true, false);
  }
}

const cache = new Map<number, readonly LegalHoliday[]>();

/** Every federal or Texas legal holiday (actual and observed dates) falling within `year`, sorted. */
export function holidaysForYear(year: number): readonly LegalHoliday[] {
  if (!Number.isInteger(year) || year < 1 || year > 9998) throw new RangeError(`unsupported year ${year}`);
  const cached = cache.get(year);
  if (cached) return cached;
  const byDate = new Map<CivilDate, Entry>();
  // Observed dates can cross the year boundary (Jan 1 on a Saturday is observed Dec 31).
  for (const y of [year - 1, year, year + 1]) if (y >= 1) collect(y, byDate);
  const list = [...byDate.entries()]
    .filter(([date]) => civilDateParts(date).year === year)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, e]) => Object.freeze({ date, name: e.names.join(' / '), federal: e.federal, texas: e.texas }));
  const frozen = Object.freeze(list);
  cache.set(year, frozen);
  return frozen;
}

/** The holiday on `date`, or null. */
export function legalHolidayOn(date: CivilDate): LegalHoliday | null {
  return holidaysForYear(civilDateParts(date).year).find((h) => h.date === date) ?? null;
}

/**
 * Whether `date` is a legal holiday. 'either' (default): under federal or Texas law.
 * 'both': under federal and Texas law alike — the days nobody disputes.
 */
export function isLegalHoliday(date: CivilDate, reading: HolidayReading = 'either'): boolean {
  const holiday = legalHolidayOn(date);
  if (!holiday) return false;
  return reading === 'either' || (holiday.federal && holiday.texas);
}
