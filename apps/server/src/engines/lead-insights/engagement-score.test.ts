import { describe, expect, it } from 'vitest';
import { activityFacts } from './activity-facts';
import { engagementScore, RECENCY_POINTS } from './engagement-score';
import { aLead, anActivity, daysBefore, NOW } from './test-fixtures';
import type { Lead, LeadActivity } from '@bluebonnet/contracts';

const engagement = (activities: LeadActivity[], lead: Partial<Lead> = {}) =>
  engagementScore(activityFacts(aLead(lead), activities, NOW));
const factor = (activities: LeadActivity[], name: string, lead: Partial<Lead> = {}) =>
  engagement(activities, lead).factors.find((f) => f.name === name)!;

describe('engagement score', () => {
  it('reads zero, and says so, when nothing has been logged', () => {
    const { score, factors } = engagement([]);
    expect(score).toBe(0);
    expect(factors.map((f) => [f.name, f.weight, f.points, f.detail])).toEqual([
      ['Last contact', 30, 0, 'No contact logged yet.'],
      ['Contacts made', 20, 0, 'No activity logged yet.'],
      ['Outcomes', 30, 0, 'No activity logged yet.'],
      ['Response to outreach', 20, 0, 'No activity logged yet.'],
    ]);
  });

  it('scores recency from the latest contact, by the table', () => {
    const points = (days: number) => factor([anActivity(days, 'email', 'neutral')], 'Last contact').points;
    expect([0, 1, 2, 3, 5, 7, 9, 14, 20, 45, 75, 91, 400].map(points)).toEqual([
      30, 30, 26, 26, 21, 21, 15, 15, 9, 4, 2, 0, 0,
    ]);
    expect(RECENCY_POINTS[0]).toEqual([1, 30]);
    expect(factor([anActivity(9)], 'Last contact').detail).toBe('Last contact 9 days ago.');
    expect(factor([anActivity(0)], 'Last contact').detail).toBe('Last contact less than a day ago.');
  });

  it('ignores notes for recency but takes the record’s last contact when it is later', () => {
    expect(factor([anActivity(1, 'note'), anActivity(20, 'call')], 'Last contact').detail).toBe(
      'Last contact 20 days ago.',
    );
    expect(factor([anActivity(20, 'call')], 'Last contact', { lastContactAt: daysBefore(2) }).points).toBe(26);
  });

  it('uses the record’s last contact without a log, and says where it came from', () => {
    const f = factor([], 'Last contact', { lastContactAt: daysBefore(4) });
    expect(f).toMatchObject({
      points: 21,
      detail: 'Last contact 4 days ago (from the lead record; no activity logged yet).',
    });
  });

  it('counts the contacts that reached the client, not the unanswered ones or notes', () => {
    const log = [
      anActivity(1, 'call', 'positive'),
      anActivity(2, 'call', 'no_response'),
      anActivity(3, 'property_showing', 'neutral'),
      anActivity(4, 'note', 'positive'),
      anActivity(5, 'email', null),
    ];
    expect(factor(log, 'Contacts made')).toMatchObject({
      points: 14,
      detail: '1 call, 1 property showing and 1 email reached the client.',
    });
    expect(factor([anActivity(1, 'call', 'no_response')], 'Contacts made').detail).toBe(
      '1 contact logged; none reached the client (no response).',
    );
    expect(factor([anActivity(1, 'note', null)], 'Contacts made').detail).toBe(
      'No calls, emails, meetings or showings logged yet, only notes.',
    );
    const many = Array.from({ length: 9 }, (_, i) => anActivity(i, 'email', 'neutral'));
    expect(factor(many, 'Contacts made').points).toBe(20);
  });

  it('averages the latest five recorded outcomes', () => {
    const log = [
      anActivity(1, 'call', 'positive'),
      anActivity(2, 'call', 'neutral'),
      anActivity(3, 'call', null),
      anActivity(4, 'call', 'negative'),
      anActivity(5, 'call', 'no_response'),
      anActivity(6, 'call', 'positive'),
      anActivity(7, 'call', 'no_response'), // sixth outcome: outside the window
    ];
    // (1 + 0.6 + 0.25 + 0 + 1) / 5 × 30 = 17.1 → 17
    expect(factor(log, 'Outcomes')).toMatchObject({
      points: 17,
      detail: 'Latest 5 recorded outcomes: 2 positive, 1 neutral, 1 negative and 1 no response.',
    });
    expect(factor([anActivity(1, 'meeting', null)], 'Outcomes')).toMatchObject({
      points: 0,
      detail: 'No outcome recorded on the 1 activity logged.',
    });
  });

  it('scores the share of outreach that got a response', () => {
    const log = [
      anActivity(1, 'email', 'negative'),
      anActivity(2, 'call', 'no_response'),
      anActivity(3, 'call', 'positive'),
      anActivity(4, 'call', 'no_response'),
      anActivity(5, 'note', 'positive'),
    ];
    expect(factor(log, 'Response to outreach')).toMatchObject({
      points: 10,
      detail: '2 of 4 contacts with a recorded outcome got a response (50 %).',
    });
    expect(factor([anActivity(1, 'call', null)], 'Response to outreach').points).toBe(0);
  });

  it('is the sum of its factors', () => {
    const { score, factors } = engagement([
      anActivity(2, 'property_showing', 'positive'),
      anActivity(6, 'call', 'neutral'),
    ]);
    // 26 recency + 11 contacts + round(30 × 0.8) 24 + 20 response
    expect(score).toBe(81);
    expect(factors.reduce((s, f) => s + f.points, 0)).toBe(81);
  });
});
