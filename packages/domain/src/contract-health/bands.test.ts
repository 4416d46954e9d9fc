import { describe, expect, it } from 'vitest';
import { complianceTone, healthBand, matchesHealthFilter, riskBand, summarizeHealth } from './bands';

describe('risk and health bands (spec §4)', () => {
  it.each([
    [0, 'low'],
    [30, 'low'],
    [31, 'moderate'],
    [60, 'moderate'],
    [61, 'high'],
  ] as const)('analysis risk %i is %s', (score, band) => expect(riskBand(score)).toBe(band));

  it.each([
    [20, 'excellent'],
    [21, 'good'],
    [40, 'good'],
    [41, 'moderate'],
    [60, 'moderate'],
    [80, 'concerning'],
    [81, 'critical'],
    [null, 'moderate'],
  ] as const)('history risk %s is %s', (score, band) => expect(healthBand(score)).toBe(band));

  it('groups healthy and needs-attention filters', () => {
    expect(matchesHealthFilter(35, 'healthy')).toBe(true);
    expect(matchesHealthFilter(45, 'healthy')).toBe(false);
    expect(matchesHealthFilter(85, 'needs-attention')).toBe(true);
    expect(matchesHealthFilter(70, 'needs-attention')).toBe(true);
    expect(matchesHealthFilter(70, 'all')).toBe(true);
  });

  it('summarizes contracts for the Overview', () => {
    expect(summarizeHealth([10, 35, 50, 70, 95])).toEqual({ total: 5, healthy: 2, moderate: 1, needsAttention: 2 });
  });

  it('colours compliance scores', () => {
    expect([complianceTone(80), complianceTone(60), complianceTone(59)]).toEqual(['green', 'yellow', 'red']);
  });
});
