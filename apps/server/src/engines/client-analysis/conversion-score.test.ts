import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseClient } from './analyse-client';
import { conversionScore, TIMEFRAME_POINTS } from './conversion-score';
import { anyInput, maria } from '../../test/client-analysis-fixtures';
import type { ClientAnalysisInput } from './types';
import { urgencyLevel } from './urgency';

const score = (i: ClientAnalysisInput) => conversionScore(i).score;

describe('conversion score', () => {
  it('adds up named factors, one per signal, within 0–100', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        const { score: s, factors } = conversionScore(i);
        expect(factors.map((f) => f.factor.split(':')[0])).toEqual([
          'Timeframe',
          'Pre-approval',
          'Goal',
          'Situation',
          'Budget',
          'Source',
          'Form completeness',
        ]);
        expect(s).toBe(factors.reduce((t, f) => t + f.points, 0));
        expect(Number.isInteger(s) && s >= 0 && s <= 100).toBe(true);
      }),
    );
  });

  it('names each answer in the intake form’s words, never its stored value', () => {
    expect(conversionScore(maria).factors.map((f) => f.factor)).toEqual(
      expect.arrayContaining(['Timeframe: 1–3 months', 'Pre-approval: Need Help Getting Pre-Approved']),
    );
    fc.assert(
      fc.property(anyInput, (i) => {
        for (const { factor } of conversionScore(i).factors)
          expect(factor.split(': ')[1]).not.toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)+$/);
      }),
    );
  });

  it('never scores a pre-approved client lower than a not-ready one, all else equal', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        expect(score({ ...i, preApprovalStatus: 'pre-approved' })).toBeGreaterThanOrEqual(
          score({ ...i, preApprovalStatus: 'not-ready' }),
        );
        expect(score({ ...i, preApprovalStatus: 'need-help' })).toBeGreaterThanOrEqual(
          score({ ...i, preApprovalStatus: 'not-ready' }),
        );
      }),
    );
  });

  it('rewards a sooner timeframe, referrals and past clients, a budget and a fuller form', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        const order = ['immediately', '1-3-months', '3-6-months', '6-12-months', 'exploring'] as const;
        const byTime = order.map((timeframe) => score({ ...i, timeframe }));
        expect([...byTime].sort((a, b) => b - a)).toEqual(byTime);
        for (const other of ['google', 'social-media', 'sign', 'other', null] as const) {
          expect(score({ ...i, hearAboutUs: 'referral' })).toBeGreaterThan(score({ ...i, hearAboutUs: other }));
          expect(score({ ...i, hearAboutUs: 'past-client' })).toBeGreaterThan(score({ ...i, hearAboutUs: other }));
        }
        expect(score({ ...i, budgetRange: '500k-750k' })).toBeGreaterThan(score({ ...i, budgetRange: null }));
        expect(score({ ...i, completeness: 1 })).toBeGreaterThanOrEqual(score({ ...i, completeness: 0.3 }));
      }),
    );
  });

  it('is deterministic for the whole analysis', () => {
    fc.assert(
      fc.property(anyInput, ({ reference, ...facts }) => {
        const again = { ...structuredClone(facts), reference }; // the same tables, a fresh copy of the facts
        expect(JSON.stringify(analyseClient({ ...facts, reference }))).toBe(JSON.stringify(analyseClient(again)));
      }),
      { numRuns: 40 },
    );
  });

  it('scores a ready, referred buyer high and a vague explorer low', () => {
    const ready = {
      ...maria,
      timeframe: 'immediately' as const,
      preApprovalStatus: 'pre-approved' as const,
      completeness: 1,
    };
    expect(score(ready)).toBeGreaterThanOrEqual(85);
    const vague = {
      ...maria,
      timeframe: 'exploring' as const,
      preApprovalStatus: 'not-ready' as const,
      hearAboutUs: null,
      budgetRange: null,
      currentSituation: null,
      completeness: 0.1,
    };
    expect(score(vague)).toBeLessThanOrEqual(20);
    expect(TIMEFRAME_POINTS.immediately).toBe(25);
  });
});

describe('urgency', () => {
  it('is critical for an immediate pre-approved buyer and low for an explorer', () => {
    expect(urgencyLevel({ timeframe: 'immediately', preApprovalStatus: 'pre-approved' }, 40)).toBe('critical');
    expect(urgencyLevel({ timeframe: 'immediately', preApprovalStatus: 'unknown' }, 50)).toBe('high');
    expect(urgencyLevel({ timeframe: '1-3-months', preApprovalStatus: 'pre-approved' }, 50)).toBe('high');
    expect(urgencyLevel({ timeframe: '3-6-months', preApprovalStatus: 'not-ready' }, 30)).toBe('medium');
    expect(urgencyLevel({ timeframe: 'exploring', preApprovalStatus: 'not-ready' }, 30)).toBe('low');
  });

  it('never falls when the client gets pre-approved', () => {
    const rank = { critical: 3, high: 2, medium: 1, low: 0 };
    fc.assert(
      fc.property(anyInput, (i) => {
        const before = urgencyLevel(
          { ...i, preApprovalStatus: 'not-ready' },
          score({ ...i, preApprovalStatus: 'not-ready' }),
        );
        const after = urgencyLevel(
          { ...i, preApprovalStatus: 'pre-approved' },
          score({ ...i, preApprovalStatus: 'pre-approved' }),
        );
        expect(rank[after]).toBeGreaterThanOrEqual(rank[before]);
      }),
    );
  });
});
