import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from './civil-date';
import { civilDateInTimeZone, deadlineCutoffInstant, zonedDateTimeToInstant } from './time-zone';

describe('time zones', () => {
  it('puts the 5:00 p.m. option cut-off at the right instant in summer and winter', () => {
    expect(zonedDateTimeToInstant('2025-07-04', '17:00', 'America/Chicago').toISOString()).toBe(
      '2025-07-04T22:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2025-01-20', '17:00', 'America/Chicago').toISOString()).toBe(
      '2025-01-20T23:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2025-01-20', '17:00', 'America/Denver').toISOString()).toBe(
      '2025-01-21T00:00:00.000Z',
    );
  });

  it('handles the days daylight saving starts and ends', () => {
    expect(zonedDateTimeToInstant('2025-03-09', '17:00', 'America/Chicago').toISOString()).toBe(
      '2025-03-09T22:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2025-11-02', '17:00', 'America/Chicago').toISOString()).toBe(
      '2025-11-02T23:00:00.000Z',
    );
  });

  it('an end-of-day deadline passes at local midnight', () => {
    const cutoff = deadlineCutoffInstant({ dueDate: '2025-01-21', dueTime: null, timeZone: 'America/Chicago' });
    expect(cutoff?.toISOString()).toBe('2025-01-22T06:00:00.000Z');
    expect(deadlineCutoffInstant({ dueDate: null, dueTime: null, timeZone: 'America/Chicago' })).toBeNull();
  });

  it('"today" is the property\'s date, not UTC\'s: 8 p.m. Chicago on Jan 20 is already Jan 21 in UTC', () => {
    expect(civilDateInTimeZone(new Date('2025-01-21T02:00:00Z'), 'America/Chicago')).toBe('2025-01-20');
  });

  it('a local time converts to an instant that falls on the same local date', () => {
    const day = fc.integer({ min: toDayNumber('2000-01-01'), max: toDayNumber('2099-12-31') }).map(fromDayNumber);
    fc.assert(
      fc.property(day, fc.constantFrom('00:00', '09:30', '17:00', '23:59'), (date, time) => {
        expect(civilDateInTimeZone(zonedDateTimeToInstant(date, time, 'America/Chicago'), 'America/Chicago')).toBe(
          date,
        );
      }),
    );
  });
});
