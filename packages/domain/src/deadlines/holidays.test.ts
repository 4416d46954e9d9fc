import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWeekend } from './civil-date';
import { holidaysForYear, isLegalHoliday, legalHolidayOn } from './holidays';
import { moneyDeadlineDates, rollForward } from './roll-forward';

describe('legal holiday calendar', () => {
  it('lists 2025 with federal/Texas flags', () => {
    const byDate = Object.fromEntries(holidaysForYear(2025).map((h) => [h.date, h]));
    expect(byDate['2025-01-20']).toMatchObject({ name: 'Martin Luther King, Jr., Day', federal: true, texas: true });
    expect(byDate['2025-06-19']).toMatchObject({ federal: true, texas: true });
    expect(byDate['2025-10-13']).toMatchObject({ name: 'Columbus Day', federal: true, texas: false });
    expect(byDate['2025-11-28']).toMatchObject({ name: 'Friday after Thanksgiving', federal: false, texas: true });
    expect(byDate['2025-04-21']).toMatchObject({ name: 'San Jacinto Day', federal: false, texas: true });
    expect(byDate['2025-04-18']).toBeUndefined(); // Good Friday is only an optional Texas holiday
  });

  it('applies the federal observed-date rule, and Texas none', () => {
    // New Year's 2022 fell on a Saturday: observed federally Friday 2021-12-31, in the earlier year.
    expect(legalHolidayOn('2021-12-31')).toMatchObject({ federal: true, texas: false });
    // New Year's 2023 fell on a Sunday: observed federally Monday 2023-01-02.
    expect(legalHolidayOn('2023-01-02')).toMatchObject({ federal: true, texas: false });
    // Christmas 2022 on a Sunday: the observed Monday is also Texas's December 26, so both agree.
    expect(legalHolidayOn('2022-12-26')).toMatchObject({ federal: true, texas: true });
    // Juneteenth is federal only from 2021; Texas Emancipation Day long before.
    expect(legalHolidayOn('2020-06-19')).toMatchObject({ federal: false, texas: true });
    expect(isLegalHoliday('2023-01-02', 'both')).toBe(false);
    expect(isLegalHoliday('2023-01-02', 'either')).toBe(true);
  });

  it('rolls Thanksgiving Thursday to Friday under the narrow reading and to Monday under the wide one', () => {
    expect(rollForward('2025-11-27', 'both')).toBe('2025-11-28');
    expect(rollForward('2025-11-27', 'either')).toBe('2025-12-01');
    expect(moneyDeadlineDates('2025-11-27').disputedHolidays).toEqual([
      { date: '2025-11-28', name: 'Friday after Thanksgiving' },
    ]);
  });

  it('every year has each federal holiday once, and every observed substitute falls on a weekday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2200 }), (year) => {
        const list = holidaysForYear(year);
        const dates = list.map((h) => h.date);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
        for (const h of list) {
          expect(isLegalHoliday(h.date)).toBe(true);
          if (h.name.includes('(observed)')) expect(isWeekend(h.date)).toBe(false);
        }
        const federalNames = ["New Year's Day", 'Memorial Day', 'Columbus Day', 'Thanksgiving Day', 'Christmas Day'];
        for (const name of federalNames) {
          // New Year's Day may sit only in the next year's list as an observed Dec 31; the actual date is always here.
          expect(list.some((h) => h.name.split(' / ').includes(name))).toBe(true);
        }
      }),
    );
  });
});
