import { leadSources, leadTimelines, type Lead } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { budgetMarket } from './budget-market';
import { computeLeadInsights } from './compute-lead-insights';
import { conversionScore, LOST_PENALTY, SOURCE_POINTS, TIMELINE_POINTS } from './conversion-score';
import { aLead, anActivity, inputFor, reference } from './test-fixtures';

const conversion = (lead: Partial<Lead> = {}, engagement = 0, hasLog = false) => {
  const l = aLead(lead);
  return conversionScore(l, budgetMarket(reference, l).factor, engagement, hasLog);
};
const factor = (lead: Partial<Lead>, name: string, engagement = 0) =>
  conversion(lead, engagement).factors.find((f) => f.name === name)!;

describe('conversion probability', () => {
  it('names six factors whose weights make 100 for an open lead, and sums them', () => {
    const { score, factors } = conversion({}, 50, true);
    expect(factors.map((f) => [f.name, f.weight])).toEqual([
      ['Timeline', 20],
      ['Pre-approval', 20],
      ['Budget vs. market', 15],
      ['Lead source', 15],
      ['Engagement', 15],
      ['Status', 15],
    ]);
    // 16 timeline + 20 pre-approved + 15 budget at the median + 8 website + round(7.5) 8 + 8 contacted
    expect(score).toBe(75);
    expect(factors.reduce((s, f) => s + f.points, 0)).toBe(75);
  });

  it('rewards a sooner timeline, with the label in plain English', () => {
    const points = leadTimelines.filter((t) => t !== 'unsure').map((t) => factor({ timeline: t }, 'Timeline').points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(factor({ timeline: '1_3_months' }, 'Timeline').detail).toBe('Wants to move: 1–3 months.');
    expect(factor({ timeline: 'over_12_months' }, 'Timeline').detail).toBe('Wants to move: more than a year.');
    expect(factor({ timeline: null }, 'Timeline')).toMatchObject({
      points: 10,
      detail: expect.stringMatching(/neutral/),
    });
    expect(TIMELINE_POINTS.unsure).toBeLessThan(10);
  });

  it('gives financing in hand the most and "unknown" neutral points', () => {
    expect(factor({ preApproval: 'pre_approved' }, 'Pre-approval')).toMatchObject({
      points: 20,
      detail: 'Pre-approved.',
    });
    expect(factor({ preApproval: 'cash_buyer' }, 'Pre-approval')).toMatchObject({ points: 20, detail: 'Cash buyer.' });
    expect(factor({ preApproval: 'not_yet' }, 'Pre-approval')).toMatchObject({
      points: 4,
      detail: 'Not pre-approved yet.',
    });
    expect(factor({ preApproval: 'unknown' }, 'Pre-approval').points).toBe(10);
  });

  it('ranks referrals and open houses above cold calls', () => {
    for (const s of leadSources) {
      expect(SOURCE_POINTS.referral).toBeGreaterThanOrEqual(SOURCE_POINTS[s]);
      expect(SOURCE_POINTS.cold_call).toBeLessThanOrEqual(SOURCE_POINTS[s]);
    }
    expect(SOURCE_POINTS.open_house).toBeGreaterThan(SOURCE_POINTS.website);
    expect(factor({ source: 'realtor_com' }, 'Lead source').detail).toBe('Realtor.com.');
  });

  it('carries 15 % of the engagement score', () => {
    expect(factor({}, 'Engagement', 80).points).toBe(12);
    expect(factor({}, 'Engagement', 0).detail).toBe(
      'Engagement score 0 of 100; no activity logged yet, so little to carry over.',
    );
  });

  it('reads 100 for a converted lead, the status filling the rest', () => {
    const { score, factors } = conversion({ status: 'converted', preApproval: 'not_yet' }, 10, true);
    expect(score).toBe(100);
    const status = factors.at(-1)!;
    expect(status.points).toBe(status.weight);
    expect(status.detail).toBe('Converted: already your client, so this reads 100.');
  });

  it('takes points off a lost lead, never below zero, and keeps the other factors visible', () => {
    const strong = conversion({ status: 'lost' }, 100, true);
    // 16 timeline + 20 pre-approved + 15 budget + 8 website + 15 engagement = 74, less the penalty
    expect(strong.score).toBe(74 - LOST_PENALTY);
    expect(strong.factors.at(-1)).toMatchObject({
      points: -LOST_PENALTY,
      detail: 'Marked lost: 60 points taken off until the lead is reopened.',
    });
    const weak = conversion(
      { status: 'lost', timeline: 'over_12_months', preApproval: 'not_yet', source: 'cold_call', budget: null },
      0,
    );
    expect(weak.score).toBe(0);
    expect(weak.factors.reduce((s, f) => s + f.points, 0)).toBe(0);
  });

  it('applies the spec §9 labels', () => {
    const hot = computeLeadInsights(
      inputFor(aLead({ status: 'qualified', timeline: 'asap', source: 'referral' }), [
        anActivity(1, 'property_showing', 'positive'),
        anActivity(3, 'call', 'positive'),
        anActivity(6, 'email', 'positive'),
      ]),
    );
    expect(hot.conversionProbability).toBeGreaterThan(70);
    expect(hot.conversionLabel).toBe('Ready to buy');
    expect(hot.engagementLabel).toBe('Very engaged');
    const cold = computeLeadInsights(
      inputFor(aLead({ status: 'new', timeline: 'over_12_months', preApproval: 'not_yet', source: 'cold_call' })),
    );
    expect(cold.conversionLabel).toBe('Exploring');
    expect(cold.engagementLabel).toBe('Early stage');
  });
});
