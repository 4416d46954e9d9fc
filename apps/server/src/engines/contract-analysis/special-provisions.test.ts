// TREC Rule §537.11: factual business details pass; legal language in ¶11 is flagged with its quote.
import { describe, expect, it } from 'vitest';
import { analyseContract } from './analyse-contract';
import { findLegalLanguage } from './special-provisions';
import { resaleFinanced2026, testMarket } from '../../test/contract-analysis-fixtures';

const run = (specialProvisions: string) => {
  const text = resaleFinanced2026({ specialProvisions });
  return {
    text,
    out: analyseContract({ contractType: 'purchase', text, filename: null, today: '2026-04-15', market: testMarket }),
  };
};

describe('Special Provisions', () => {
  it('accepts factual business details', () => {
    expect(
      findLegalLanguage("Seller to leave the refrigerator at no value. Buyer's lender is Guild Mortgage."),
    ).toEqual([]);
    expect(
      findLegalLanguage(
        'Buyer has provided Seller a bank statement as proof of funds. Sale is not contingent on financing.',
      ),
    ).toEqual([]);
    expect(run('Seller will leave the washer and dryer at no value.').out.criticalIssues).toEqual([]);
  });

  it('flags legal language as a critical compliance issue, quoting the sentence', () => {
    const { text, out } = run(
      'Seller to leave the washer. Seller shall indemnify and hold harmless Buyer from all claims.',
    );
    const issue = out.criticalIssues.find((f) => f.title === 'Legal language in Special Provisions');
    expect(issue?.severity).toBe('high');
    expect(issue?.detail).toContain('"indemnify" (indemnity)');
    expect(issue?.detail).toContain('"hold harmless" (hold harmless)');
    expect(issue?.evidence?.quote).toBe('Seller shall indemnify and hold harmless Buyer from all claims.');
    expect(text).toContain(issue?.evidence?.quote ?? '∅');
    expect(out.complianceCheck.texasCompliant).toBe(false);
    expect(out.riskFactors.find((f) => f.name.startsWith('Legal language'))?.points).toBe(15);
  });

  it('catches contingencies and termination rights written by hand', () => {
    expect(
      findLegalLanguage('This contract is contingent upon the sale of Buyer’s home.').map((p) => p.label),
    ).toContain('contingency');
    expect(findLegalLanguage('Buyer may terminate if the roof is not replaced.').map((p) => p.label)).toContain(
      'termination right',
    );
  });
});
