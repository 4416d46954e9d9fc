// The domain's fixture table through the whole analysis: each key's expected findings are raised, its
// false alarms are not, and the same contract under seeded text noise gives the same findings and
// deadlines as the clean one.
import type { ContractType } from '@bluebonnet/contracts';
import { FILLED_FIXTURES, noisy, type FilledFixture } from '@bluebonnet/domain/test-fixtures';
import { describe, expect, it } from 'vitest';
import { testMarket } from '../../test/contract-analysis-fixtures';
import { analyseContract, type ContractAnalysisOutput } from './index';

const typeOf = (f: FilledFixture): ContractType =>
  f.key.family.includes('lease') ? 'lease' : f.key.family === 'listing-agreement' ? 'listing' : 'purchase';

function run(f: FilledFixture, text = f.text): ContractAnalysisOutput {
  const effective = f.key.terms['effectiveDate'];
  const today = f.key.analysis?.today ?? (typeof effective === 'string' ? effective : '2026-01-02');
  return analyseContract({ contractType: typeOf(f), text, filename: null, today, market: testMarket });
}

const titles = (out: ContractAnalysisOutput) => [...out.criticalIssues, ...out.redFlags].map((f) => f.title).sort();
const dated = (out: ContractAnalysisOutput) => out.deadlines.map((d) => `${d.key} ${d.status} ${d.dueDate}`);

describe('the fixture table through the contract analysis', () => {
  const withKey = FILLED_FIXTURES.filter((f) => f.key.analysis);

  it.each(withKey.map((f) => [f.id, f] as const))('%s raises what its key expects and nothing it rules out', (_, f) => {
    const out = run(f);
    const expected = f.key.analysis;
    const found = titles(out);
    for (const flag of expected?.flags ?? []) expect(found).toContain(flag);
    for (const not of expected?.notFlags ?? []) expect(found.filter((t) => t.includes(not))).toEqual([]);
    if (expected?.compliant !== undefined) expect(out.complianceCheck.texasCompliant).toBe(expected.compliant);
    if (expected?.maxComplianceScore !== undefined)
      expect(out.complianceCheck.score).toBeLessThanOrEqual(expected.maxComplianceScore);
  });

  it.each(FILLED_FIXTURES.map((f) => [f.id, f] as const))('%s gives the same analysis under text noise', (_, f) => {
    const clean = run(f);
    for (const seed of [3, 11, 29]) {
      const out = run(f, noisy(f.text, seed).text);
      expect(titles(out)).toEqual(titles(clean));
      expect(dated(out)).toEqual(dated(clean));
      expect(out.complianceCheck.score).toBe(clean.complianceCheck.score);
      expect(out.riskScore).toBe(clean.riskScore);
    }
  });
});

describe('the lease of issue 13 (Plano 75024, 12/1/2026–11/30/2027)', () => {
  const lease = FILLED_FIXTURES.find((f) => f.id === 'lease-plano-late-fee-over-safe-harbour') as FilledFixture;
  const out = run(lease);

  it('states the real term and names both parties', () => {
    expect(out.aiAnalysis).toContain('from December 1, 2026 to November 30, 2027');
    expect(out.zip).toBe('75024');
    const term = (key: string) => out.keyTerms.find((t) => t.key === key)?.value;
    expect([term('landlord'), term('tenant')]).toEqual([
      'Meridian Oak Properties, LLC',
      'Kevin D. Marsh and Tasha L. Marsh',
    ]);
    expect(term('lateFeeInitial')).toBe('$265');
    expect(term('lateFeeDaily')).toBe('$25');
    expect(out.keyDates['Last day to give notice of non-renewal']).toBe('2027-10-01');
  });

  it('scores the late fee against Property Code §92.019 and shows it in compliance and risk', () => {
    const fee = out.criticalIssues.find((f) => f.title === 'Late fee above the Texas safe harbour');
    expect(fee?.detail).toContain('$264.00');
    expect(fee?.detail).toContain('§92.019');
    expect(out.complianceCheck.score).toBe(70);
    // Two statutory problems put the contract in the "moderate" band of the history, not "good".
    expect(out.riskScore).toBeGreaterThan(40);
  });
});
