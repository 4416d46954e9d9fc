import { describe, expect, it } from 'vitest';
import { analysisLimitForPlan, UNLIMITED_ANALYSES } from './plans';
import { monthlyUsage, trialDaysRemaining } from './usage';

describe('analysisLimitForPlan', () => {
  it.each([
    ['test', 5],
    ['starter', 5],
    ['professional', UNLIMITED_ANALYSES],
    ['enterprise', UNLIMITED_ANALYSES],
  ] as const)('%s allows %i analyses a month', (plan, limit) => {
    expect(analysisLimitForPlan(plan)).toBe(limit);
  });
});

describe('monthlyUsage', () => {
  it('shows an unlimited plan as infinity with no remaining count', () => {
    const u = monthlyUsage({ plan: 'professional', used: 12 });
    expect(u.display).toBe('12 / ∞');
    expect(u.unlimited).toBe(true);
    expect(u.remaining).toBeNull();
    expect(u.trialMessage).toBeNull();
  });

  it('warns a trial plan from the third analysis on', () => {
    expect(monthlyUsage({ plan: 'test', used: 2 }).trialMessage).toBeNull();
    expect(monthlyUsage({ plan: 'test', used: 3 }).trialMessage).toBe('2 contract analyses remaining in your trial.');
    expect(monthlyUsage({ plan: 'test', used: 4 }).trialMessage).toBe('1 contract analyses remaining in your trial.');
  });

  it('tells a trial plan at five analyses that the limit is reached', () => {
    expect(monthlyUsage({ plan: 'test', used: 5 }).trialMessage).toBe(
      'Trial limit reached. Upgrade to continue using contract analysis.',
    );
  });

  it('does not show trial messages on the starter plan', () => {
    const u = monthlyUsage({ plan: 'starter', used: 5 });
    expect(u.trialMessage).toBeNull();
    expect(u.display).toBe('5 / 5');
    expect(u.percent).toBe(100);
  });
});

describe('trialDaysRemaining', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('rounds part days up', () => {
    expect(trialDaysRemaining('2026-11-22T13:00:00Z', now)).toBe(2);
    expect(trialDaysRemaining('2026-12-21T12:00:00Z', now)).toBe(30);
  });
  it('never goes below zero and is null without a trial', () => {
    expect(trialDaysRemaining('2026-11-01T00:00:00Z', now)).toBe(0);
    expect(trialDaysRemaining(null, now)).toBeNull();
  });
});
