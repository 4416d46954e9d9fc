import { describe, expect, it } from 'vitest';
import { nextResearchDate } from './schedule';

describe('next research date', () => {
  it('adds a day, a week, two weeks or a calendar month', () => {
    expect(nextResearchDate('2026-11-21', 'daily')).toBe('2026-11-22');
    expect(nextResearchDate('2026-11-21', 'weekly')).toBe('2026-11-28');
    expect(nextResearchDate('2026-12-25', 'bi-weekly')).toBe('2027-01-08');
    expect(nextResearchDate('2026-11-21', 'monthly')).toBe('2026-12-21');
  });

  it('keeps month ends inside the next month, leap years included', () => {
    expect(nextResearchDate('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(nextResearchDate('2028-01-31', 'monthly')).toBe('2028-02-29');
    expect(nextResearchDate('2026-12-31', 'monthly')).toBe('2027-01-31');
  });

  it('keeps the time of day of a timestamp, and refuses what is not a date', () => {
    expect(nextResearchDate('2026-11-21T15:30:00.000Z', 'weekly')).toBe('2026-11-28T15:30:00.000Z');
    expect(nextResearchDate('2026-03-31T08:00:00.000Z', 'monthly')).toBe('2026-04-30T08:00:00.000Z');
    expect(() => nextResearchDate('next Tuesday', 'daily')).toThrow(/Not a date/);
  });
});
