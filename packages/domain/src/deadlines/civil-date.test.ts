import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  compareDates,
  dayName,
  dayOfWeek,
  daysUntil,
  fromDayNumber,
  isCivilDate,
  lastWeekdayOfMonth,
  nthWeekdayOfMonth,
  parseCivilDate,
  toDayNumber,
} from './civil-date';

const anyDate = fc.integer({ min: toDayNumber('1900-01-01'), max: toDayNumber('2199-12-31') }).map(fromDayNumber);

describe('civil dates', () => {
  it('counts across month, leap-day and year boundaries', () => {
    expect(addCalendarDays('2024-02-26', 3)).toBe('2024-02-29');
    expect(addCalendarDays('2023-02-26', 3)).toBe('2023-03-01');
    expect(addCalendarDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addCalendarDays('2025-03-01', 10)).toBe('2025-03-11'); // trec.md's own example
    expect(addCalendarDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('rejects impossible or malformed dates instead of guessing', () => {
    for (const bad of ['2023-02-29', '2025-13-01', '2025-00-10', '2025-4-1', '2025-04-31', '04/01/2025', '']) {
      expect(isCivilDate(bad)).toBe(false);
      expect(() => parseCivilDate(bad, 'effectiveDate')).toThrow(/effectiveDate/);
    }
    expect(isCivilDate('2000-02-29')).toBe(true);
    expect(isCivilDate('1900-02-29')).toBe(false);
    expect(() => addCalendarDays('2025-01-01', 1.5)).toThrow(RangeError);
  });

  it('knows weekdays and nth-weekday rules', () => {
    expect(dayName('2025-01-17')).toBe('Friday');
    expect(dayOfWeek('1970-01-01')).toBe(4);
    expect(nthWeekdayOfMonth(2025, 11, 4, 4)).toBe('2025-11-27'); // Thanksgiving
    expect(lastWeekdayOfMonth(2025, 5, 1)).toBe('2025-05-26'); // Memorial Day
    expect(lastWeekdayOfMonth(2021, 5, 1)).toBe('2021-05-31');
  });

  it('daysUntil is signed calendar days', () => {
    expect(daysUntil('2025-03-01', '2025-03-11')).toBe(10);
    expect(daysUntil('2025-03-11', '2025-03-01')).toBe(-10);
    expect(daysUntil('2025-03-01', '2025-03-01')).toBe(0);
  });

  it('matches an independent UTC Date oracle for weekday and day arithmetic', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -4000, max: 4000 }), (date, n) => {
        const oracle = new Date(`${date}T00:00:00Z`);
        expect(dayOfWeek(date)).toBe(oracle.getUTCDay());
        oracle.setUTCDate(oracle.getUTCDate() + n);
        expect(addCalendarDays(date, n)).toBe(oracle.toISOString().slice(0, 10));
      }),
    );
  });

  it('addCalendarDays and daysUntil are inverses; compareDates agrees with the calendar order', () => {
    fc.assert(
      fc.property(anyDate, anyDate, fc.integer({ min: -1000, max: 1000 }), (a, b, n) => {
        expect(daysUntil(a, addCalendarDays(a, n))).toBe(n);
        expect(fromDayNumber(toDayNumber(a))).toBe(a);
        expect(compareDates(a, b)).toBe(Math.sign(daysUntil(b, a)));
        expect(compareDates(a, b)).toBe(a < b ? -1 : a > b ? 1 : 0);
      }),
    );
  });
});
