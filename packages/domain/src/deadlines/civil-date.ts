// Civil dates are plain `YYYY-MM-DD` strings. All arithmetic goes through integer day numbers
// (days since 1970-01-01), never through Date, so no host time zone can shift a deadline.

/** A calendar date as `YYYY-MM-DD` (years 0001–9999), with no time and no zone. */
export type CivilDate = string;

/** 0 = Sunday … 6 = Saturday, as in JavaScript's getUTCDay. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIN_DAY = daysFromCivil(1, 1, 1);
const MAX_DAY = daysFromCivil(9999, 12, 31);

// Howard Hinnant's days_from_civil / civil_from_days: exact proleptic Gregorian arithmetic.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(dayNumber: number): { year: number; month: number; day: number } {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Builds a civil date from numbers (month 1–12); throws RangeError when it is not a real date. */
export function civilDate(year: number, month: number, day: number): CivilDate {
  const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  return parseCivilDate(text);
}

/** True when `value` is a real `YYYY-MM-DD` date (2023-02-29 is not). */
export function isCivilDate(value: unknown): value is CivilDate {
  if (typeof value !== 'string') return false;
  const m = PATTERN.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const back = civilFromDays(daysFromCivil(year, month, day));
  return back.month === month && back.day === day;
}

/** Returns `value` if it is a valid civil date, otherwise throws a RangeError naming `label`. */
export function parseCivilDate(value: string, label = 'date'): CivilDate {
  if (!isCivilDate(value)) throw new RangeError(`${label} must be a real date as YYYY-MM-DD, got "${value}"`);
  return value;
}

export function civilDateParts(date: CivilDate): { year: number; month: number; day: number } {
  const valid = parseCivilDate(date);
  return { year: Number(valid.slice(0, 4)), month: Number(valid.slice(5, 7)), day: Number(valid.slice(8, 10)) };
}

/** Days since 1970-01-01 (negative before it). */
export function toDayNumber(date: CivilDate): number {
  const { year, month, day } = civilDateParts(date);
  return daysFromCivil(year, month, day);
}

export function fromDayNumber(dayNumber: number): CivilDate {
  if (!Number.isInteger(dayNumber) || dayNumber < MIN_DAY || dayNumber > MAX_DAY) {
    throw new RangeError(`day number ${dayNumber} is outside years 0001–9999`);
  }
  const { year, month, day } = civilFromDays(dayNumber);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function addCalendarDays(date: CivilDate, days: number): CivilDate {
  if (!Number.isInteger(days)) throw new RangeError(`days must be a whole number, got ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

/** Calendar days from `fromDate` to `toDate`: positive when `toDate` is later, 0 on the same day. */
export function daysUntil(fromDate: CivilDate, toDate: CivilDate): number {
  return toDayNumber(toDate) - toDayNumber(fromDate);
}

/** Sort comparator: -1, 0 or 1. Validates both sides, so bad input cannot sort silently. */
export function compareDates(a: CivilDate, b: CivilDate): -1 | 0 | 1 {
  const diff = toDayNumber(a) - toDayNumber(b);
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

export function isBefore(a: CivilDate, b: CivilDate): boolean {
  return compareDates(a, b) < 0;
}

export function isAfter(a: CivilDate, b: CivilDate): boolean {
  return compareDates(a, b) > 0;
}

export function earlierOf(a: CivilDate, b: CivilDate): CivilDate {
  return compareDates(a, b) <= 0 ? a : b;
}

export function laterOf(a: CivilDate, b: CivilDate): CivilDate {
  return compareDates(a, b) >= 0 ? a : b;
}

export function dayOfWeek(date: CivilDate): DayOfWeek {
  // 1970-01-01 was a Thursday (4).
  return ((((toDayNumber(date) + 4) % 7) + 7) % 7) as DayOfWeek;
}

export function dayName(date: CivilDate): (typeof DAY_NAMES)[number] {
  return DAY_NAMES[dayOfWeek(date)];
}

export function isWeekend(date: CivilDate): boolean {
  const dow = dayOfWeek(date);
  return dow === 0 || dow === 6;
}

/** The `n`th (1-based) given weekday of a month, e.g. the 4th Thursday of November. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: DayOfWeek, n: number): CivilDate {
  const first = civilDate(year, month, 1);
  const offset = (weekday - dayOfWeek(first) + 7) % 7;
  const result = addCalendarDays(first, offset + (n - 1) * 7);
  if (civilDateParts(result).month !== month) throw new RangeError(`no weekday #${n} in ${year}-${month}`);
  return result;
}

/** The last given weekday of a month, e.g. the last Monday in May. */
export function lastWeekdayOfMonth(year: number, month: number, weekday: DayOfWeek): CivilDate {
  const nextMonthFirst = month === 12 ? civilDate(year + 1, 1, 1) : civilDate(year, month + 1, 1);
  const last = addCalendarDays(nextMonthFirst, -1);
  return addCalendarDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}
