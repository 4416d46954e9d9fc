import { describe, expect, it } from 'vitest';
import { checkWindow, describeLocal, hourLabel, recipientTimeZone, zoneLabel } from './quiet-hours';
import { planSend } from './schedule';

const TCPA = { start: 8, end: 21, defaultTimeZone: 'America/Chicago' };
const CHICAGO = 'America/Chicago';

describe('quiet hours (TCPA window in the recipient’s local time)', () => {
  it('allows 8:00 a.m. up to 8:59 p.m. and nothing from 9:00 p.m.', () => {
    expect(checkWindow(new Date('2026-11-24T14:00:00Z'), CHICAGO, TCPA)).toEqual({ allowed: true }); // 8:00 CST
    expect(checkWindow(new Date('2026-11-25T02:59:00Z'), CHICAGO, TCPA)).toEqual({ allowed: true }); // 8:59 p.m.
    expect(checkWindow(new Date('2026-11-25T03:00:00Z'), CHICAGO, TCPA)).toEqual({
      allowed: false,
      reason: 'after',
      next: new Date('2026-11-25T14:00:00Z'),
    });
    expect(checkWindow(new Date('2026-11-24T13:59:00Z'), CHICAGO, TCPA)).toEqual({
      allowed: false,
      reason: 'before',
      next: new Date('2026-11-24T14:00:00Z'),
    });
  });

  it('uses Mountain time for El Paso numbers (915), the configured zone otherwise', () => {
    expect(recipientTimeZone('+19155550142', CHICAGO)).toBe('America/Denver');
    expect(recipientTimeZone('+14695550182', CHICAGO)).toBe(CHICAGO);
    expect(recipientTimeZone('+14695550182', 'America/New_York')).toBe('America/New_York');
    // 9:30 p.m. in Dallas is 8:30 p.m. in El Paso: still allowed there.
    expect(checkWindow(new Date('2026-11-25T03:30:00Z'), 'America/Denver', TCPA)).toEqual({ allowed: true });
  });

  it('lands on 8:00 a.m. local across a daylight-saving change', () => {
    // Saturday, March 7, 2026, 11 p.m. CST → Sunday, March 8, 8:00 a.m. CDT (13:00 UTC).
    const check = checkWindow(new Date('2026-03-08T05:00:00Z'), CHICAGO, TCPA);
    expect(check).toMatchObject({ allowed: false, next: new Date('2026-03-08T13:00:00Z') });
  });

  it('says the time, the day and the zone in words', () => {
    const now = new Date('2026-11-25T04:30:00Z'); // 10:30 p.m. Tuesday in Dallas
    expect(describeLocal(new Date('2026-11-25T14:00:00Z'), CHICAGO, now)).toBe(
      '8:00 a.m. tomorrow, Wednesday, November 25',
    );
    expect(describeLocal(new Date('2026-11-28T18:30:00Z'), CHICAGO, now)).toBe('12:30 p.m. on Saturday, November 28');
    expect(describeLocal(new Date('2027-01-04T14:00:00Z'), CHICAGO, now)).toBe('8:00 a.m. on Monday, January 4, 2027');
    expect(zoneLabel(CHICAGO, now)).toBe('Central time');
    expect(zoneLabel('America/Denver', now)).toBe('Mountain time');
    expect([hourLabel(8), hourLabel(21), hourLabel(12), hourLabel(24)]).toEqual([
      '8 a.m.',
      '9 p.m.',
      'noon',
      'midnight',
    ]);
  });
});

describe('planning a send', () => {
  const base = { to: '+14695550182', recipientName: 'Maria Gonzalez', quiet: TCPA };

  it('sends a text now inside the window, and schedules it with a plain notice outside', () => {
    expect(planSend({ ...base, channel: 'sms', now: new Date('2026-11-24T18:00:00Z'), sendAt: null })).toEqual({
      at: null,
      notice: null,
    });
    expect(planSend({ ...base, channel: 'sms', now: new Date('2026-11-25T04:30:00Z'), sendAt: null })).toEqual({
      at: new Date('2026-11-25T14:00:00Z'),
      notice:
        "It's after 9 p.m. for Maria Gonzalez (Central time): the text is scheduled for 8:00 a.m. tomorrow, Wednesday, November 25.",
    });
    expect(planSend({ ...base, channel: 'sms', now: new Date('2026-11-25T11:00:00Z'), sendAt: null }).notice).toBe(
      "It's before 8 a.m. for Maria Gonzalez (Central time): the text is scheduled for 8:00 a.m. today, Wednesday, November 25.",
    );
  });

  it('honours the agent’s time, moved into the window for texts; emails have no quiet hours', () => {
    const now = new Date('2026-11-24T18:00:00Z');
    expect(planSend({ ...base, channel: 'sms', now, sendAt: new Date('2026-11-25T16:00:00Z') })).toEqual({
      at: new Date('2026-11-25T16:00:00Z'),
      notice: 'The text is scheduled for 10:00 a.m. tomorrow, Wednesday, November 25 (Central time), as you chose.',
    });
    expect(planSend({ ...base, channel: 'sms', now, sendAt: new Date('2026-11-25T05:00:00Z') }).at).toEqual(
      new Date('2026-11-25T14:00:00Z'),
    );
    expect(
      planSend({
        ...base,
        channel: 'email',
        to: 'maria@example.com',
        now: new Date('2026-11-25T04:30:00Z'),
        sendAt: null,
      }),
    ).toEqual({
      at: null,
      notice: null,
    });
    // A time already past means now.
    expect(planSend({ ...base, channel: 'sms', now, sendAt: new Date('2026-11-24T12:00:00Z') }).at).toBeNull();
  });
});
