import { describe, expect, it } from 'vitest';
import { FIXTURES, resaleFinanced2026 } from '../../test/contract-analysis-fixtures';
import { compareContracts } from './index';

const A = { text: FIXTURES.financed.text, label: 'Offer A' };
// Offer B: $10,000 more (paid in cash, so 3A + 3B still equals 3C) and a 3-day shorter option period.
const B = {
  text: resaleFinanced2026({ salesPrice: '495,000.00', cashPortion: '107,000.00', optionDays: '4' }),
  label: 'Offer B',
};

describe('compareContracts', () => {
  const result = compareContracts(A, B, '2026-04-15');
  const diff = (term: string) => result.differences.find((d) => d.term === term);

  it('finds the price and option changes and whom they favour, from the buyer’s side', () => {
    expect(diff('Sales Price')).toMatchObject({
      a: '$485,000',
      b: '$495,000',
      difference: '+$10,000 (2.1 %)',
      favours: 'a',
      significance: 'high',
      category: 'money',
    });
    expect(diff('Option period')).toMatchObject({
      a: '7 days',
      b: '4 days',
      difference: '3 days shorter',
      favours: 'a',
      category: 'dates',
    });
    expect(diff('Cash portion (3A)')).toMatchObject({ favours: 'depends' });
    expect(diff('Sales Price')?.evidenceB?.quote).toContain('495,000.00');
    expect(B.text).toContain(diff('Option period')?.evidenceB?.quote ?? '∅');
    expect(result.summary).toContain("buyer's point of view");
  });

  it('lists what is the same and scores both risks', () => {
    expect(result.same).toEqual(
      expect.arrayContaining(['Earnest money: $5,000', 'Closing date: May 29, 2026', 'Buyer Approval period: 21 days']),
    );
    expect(result.riskA).toBe(2);
    expect(result.riskB).toBe(7); // + short option period (5)
    expect(diff('Risk score')).toMatchObject({ a: '2/100', b: '7/100', favours: 'a', significance: 'medium' });
  });

  it('favours the longer option period and the lower price when B has them', () => {
    const cheaper = {
      text: resaleFinanced2026({ salesPrice: '480,000.00', cashPortion: '92,000.00', optionDays: '10' }),
      label: 'B',
    };
    const r = compareContracts(A, cheaper, '2026-04-15');
    expect(r.differences.find((d) => d.term === 'Sales Price')).toMatchObject({
      difference: '-$5,000 (1.0 %)',
      favours: 'b',
    });
    expect(r.differences.find((d) => d.term === 'Option period')).toMatchObject({
      difference: '3 days longer',
      favours: 'b',
    });
  });

  it('says so when two contracts state the same terms', () => {
    const r = compareContracts(A, { ...A, label: 'Copy' }, '2026-04-15');
    expect(r.differences).toEqual([]);
    expect(r.summary).toMatch(/state the same terms/);
  });
});
