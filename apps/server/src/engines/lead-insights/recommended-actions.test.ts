import type { Lead, LeadActivity } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { activityFacts } from './activity-facts';
import { MAX_ACTIONS, recommendedActions } from './recommended-actions';
import { aLead, anActivity, daysBefore, NOW, TODAY } from './test-fixtures';

const actions = (lead: Partial<Lead>, activities: LeadActivity[] = []) => {
  const l = aLead(lead);
  return recommendedActions(l, activityFacts(l, activities, NOW), TODAY, NOW);
};
const find = (list: ReturnType<typeof actions>, start: string) => list.find((a) => a.action.startsWith(start));

describe('recommended actions', () => {
  it('asks for first contact today for a lead never contacted (speed to lead)', () => {
    const list = actions({ status: 'new', source: 'zillow', createdAt: daysBefore(0) });
    expect(list[0]).toEqual({
      action: 'Call Maria today',
      reason: 'New lead (source: Zillow), added less than a day ago; no contact logged yet.',
      dueDate: TODAY,
      priority: 'high',
    });
    expect(actions({ status: 'new', phone: null })[0]!.action).toBe('Email Maria today');
  });

  it('suggests the next follow-up date after a contact when none is planned, dated when the lead would go quiet', () => {
    const list = actions({ timeline: '1_3_months', nextFollowUpDate: null }, [anActivity(1, 'call', 'positive')]);
    expect(find(list, 'Plan the next touch')).toEqual({
      action: 'Plan the next touch with Maria',
      reason:
        'Last contact 1 day ago and no follow-up date is set (timeline 1–3 months: aim for contact every 3 days).',
      dueDate: '2026-05-22',
      priority: 'low',
    });
    // A planned date, a long timeline or a lead already gone quiet have their own actions.
    expect(find(actions({ nextFollowUpDate: '2026-05-25' }, [anActivity(1)]), 'Plan the next touch')).toBeUndefined();
    expect(find(actions({ timeline: 'over_12_months' }, [anActivity(1)]), 'Plan the next touch')).toBeUndefined();
    expect(find(actions({ timeline: '1_3_months' }, [anActivity(5)]), 'Plan the next touch')).toBeUndefined();
  });

  it('asks for a call when the lead has gone quiet longer than its timeline allows', () => {
    const list = actions({ timeline: '1_3_months' }, [anActivity(9, 'call', 'neutral')]);
    expect(list[0]).toEqual({
      action: 'Call Maria today',
      reason: 'No contact for 9 days. Timeline: 1–3 months; aim for contact every 3 days.',
      dueDate: TODAY,
      priority: 'high', // 9 days is at least twice the 3-day pace
    });
    expect(find(actions({ timeline: '1_3_months' }, [anActivity(4, 'call', 'neutral')]), 'Call')!.priority).toBe(
      'medium',
    );
    // A year-out lead two weeks after a call, or a nurturing lead after ten days: not yet.
    expect(find(actions({ timeline: 'over_12_months' }, [anActivity(14, 'call', 'neutral')]), 'Call')).toBeUndefined();
    expect(find(actions({ status: 'nurturing', timeline: null }, [anActivity(10)]), 'Call')).toBeUndefined();
  });

  it('makes a planned follow-up date the due date, whatever its distance', () => {
    const overdue = actions({ nextFollowUpDate: '2026-05-11' }, [anActivity(30)]);
    expect(overdue[0]).toEqual({
      action: 'Follow up with Maria',
      reason: 'Follow-up was planned for May 11, 2026, 9 days ago.',
      dueDate: '2026-05-11',
      priority: 'high',
    });
    // The planned follow-up replaces the "gone quiet" call.
    expect(overdue.filter((a) => a.action === 'Call Maria today')).toEqual([]);
    expect(find(actions({ nextFollowUpDate: TODAY }, [anActivity(1)]), 'Follow up')!.reason).toBe(
      'Follow-up planned for today.',
    );
    expect(find(actions({ nextFollowUpDate: '2026-06-15' }, [anActivity(1)]), 'Follow up')).toMatchObject({
      reason: 'Follow-up planned for June 15, 2026.',
      dueDate: '2026-06-15',
      priority: 'low',
    });
    expect(find(actions({ nextFollowUpDate: 'soon' }, [anActivity(1)]), 'Follow up')).toBeUndefined();
  });

  it('switches channel after two unanswered attempts in a row', () => {
    const calls = [
      anActivity(2, 'call', 'no_response'),
      anActivity(4, 'call', 'no_response'),
      anActivity(8, 'email', 'positive'),
    ];
    expect(actions({}, calls)[0]).toEqual({
      action: 'Reach Maria by email instead',
      reason: 'The last 2 calls got no response; the latest was 2 days ago.',
      dueDate: TODAY,
      priority: 'medium',
    });
    expect(actions({ smsConsent: true }, calls)[0]).toMatchObject({
      action: 'Reach Maria by text message or email instead',
      reason: 'The last 2 calls got no response; the latest was 2 days ago. They agreed to text messages.',
    });
    const mixed = [
      anActivity(1, 'email', 'no_response'),
      anActivity(2, 'call', 'no_response'),
      anActivity(3, 'email', 'no_response'),
    ];
    expect(actions({}, mixed)[0]).toEqual({
      action: 'Try Maria at a different time of day',
      reason: 'The last 3 contacts (2 emails and 1 call) got no response; the latest was 1 day ago.',
      dueDate: TODAY,
      priority: 'high',
    });
    // One unanswered call after a reply is not a pattern.
    expect(
      find(actions({}, [anActivity(1, 'call', 'no_response'), anActivity(2, 'call', 'positive')]), 'Reach'),
    ).toBeUndefined();
  });

  it('books the next showing after a good one, and asks about pre-approval when missing', () => {
    const showing = [anActivity(2, 'property_showing', 'positive')];
    const list = actions({ preApproval: 'unknown' }, showing);
    expect(list.slice(0, 2)).toEqual([
      {
        action: 'Schedule the next showing with Maria',
        reason: 'The last property showing (2 days ago) was marked positive.',
        dueDate: '2026-05-21',
        priority: 'high',
      },
      {
        action: 'Ask Maria about mortgage pre-approval',
        reason: 'The last property showing was marked positive; pre-approval is not recorded.',
        dueDate: '2026-05-22',
        priority: 'high',
      },
    ]);
    expect(find(actions({ preApproval: 'pre_approved' }, showing), 'Ask Maria about mortgage')).toBeUndefined();
    expect(find(actions({ preApproval: 'cash_buyer' }, showing), 'Help')).toBeUndefined();
    // A showing three weeks back is not "just went well".
    expect(find(actions({}, [anActivity(21, 'property_showing', 'positive')]), 'Schedule')).toBeUndefined();
  });

  it('raises financing for a close move without pre-approval', () => {
    expect(find(actions({ timeline: 'asap', preApproval: 'not_yet' }, [anActivity(1)]), 'Help')).toEqual({
      action: 'Help Maria get pre-approved (suggest a lender)',
      reason: 'Wants to move as soon as possible; not pre-approved yet.',
      dueDate: '2026-05-22',
      priority: 'high',
    });
    expect(find(actions({ timeline: '6_12_months', preApproval: 'not_yet' }, [anActivity(1)]), 'Help')).toBeUndefined();
  });

  it('asks for the facts the record lacks', () => {
    expect(find(actions({ budget: null, preferredAreas: ' ' }, [anActivity(1)]), 'Ask Maria about')).toEqual({
      action: 'Ask Maria about budget and preferred areas',
      reason: 'Not on the record yet: budget and preferred areas.',
      dueDate: '2026-05-23',
      priority: 'low',
    });
    expect(find(actions({ status: 'new', timeline: null }), 'Ask')!.action).toBe(
      'Ask Maria about timeline on the first call',
    );
  });

  it('sets a check-in for a long timeline with nothing planned', () => {
    expect(find(actions({ timeline: 'over_12_months' }, [anActivity(3)]), 'Set')).toEqual({
      action: 'Set a monthly check-in with Maria',
      reason: 'Timeline: more than a year, and no follow-up date is set.',
      dueDate: '2026-05-21',
      priority: 'low',
    });
  });

  it('asks a converted client for referrals, and leaves a lost lead alone unless a follow-up is planned', () => {
    expect(actions({ status: 'converted' }, [anActivity(40)])).toEqual([
      {
        action: 'Ask Maria for a review and referrals',
        reason: 'Marked converted: ask while the experience is fresh.',
        dueDate: '2026-05-27',
        priority: 'low',
      },
    ]);
    expect(
      actions({ status: 'lost', budget: null }, [
        anActivity(40, 'call', 'no_response'),
        anActivity(41, 'call', 'no_response'),
      ]),
    ).toEqual([]);
    expect(actions({ status: 'lost', nextFollowUpDate: '2026-08-01' }).map((a) => a.action)).toEqual([
      'Follow up with Maria',
    ]);
  });

  it('orders by priority then due date, at most five', () => {
    const list = actions(
      { status: 'qualified', timeline: 'asap', preApproval: 'not_yet', budget: null, nextFollowUpDate: '2026-05-25' },
      [
        anActivity(1, 'property_showing', 'positive'),
        anActivity(3, 'call', 'no_response'),
        anActivity(4, 'call', 'no_response'),
      ],
    );
    expect(list.length).toBeLessThanOrEqual(MAX_ACTIONS);
    const rank = { high: 0, medium: 1, low: 2 };
    const keys = list.map((a) => `${rank[a.priority]}|${a.dueDate}`);
    expect([...keys].sort()).toEqual(keys);
  });
});
