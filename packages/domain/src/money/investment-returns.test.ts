// A $400,000 rental renting at $3,000 a month with $12,000 a year of expenses (taxes, insurance, upkeep),
// bought with $100,000 down and $5,000 of closing costs; figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { capRate, cashOnCashReturn, paybackPeriodYears } from './investment-returns';

describe('investment returns', () => {
  it('cap rate: (36,000 − 12,000) ÷ 400,000 = 6 %', () => {
    expect(capRate({ annualNetOperatingIncome: 36_000 - 12_000, price: 400_000 })).toBeCloseTo(0.06, 12);
    expect(capRate({ annualNetOperatingIncome: -5_000, price: 250_000 })).toBeCloseTo(-0.02, 12);
  });

  it('cash-on-cash: 6,300 of yearly cash flow on 105,000 put in = 6 %', () => {
    expect(cashOnCashReturn({ annualCashFlow: 6_300, cashInvested: 105_000 })).toBeCloseTo(0.06, 12);
  });

  it('payback: 105,000 ÷ 6,300 a year = 16⅔ years', () => {
    expect(paybackPeriodYears({ cashInvested: 105_000, annualCashFlow: 6_300 })).toBeCloseTo(50 / 3, 12);
    expect(paybackPeriodYears({ cashInvested: 0, annualCashFlow: 6_300 })).toBe(0);
  });

  it('answers null where the ratio means nothing', () => {
    expect(capRate({ annualNetOperatingIncome: 24_000, price: 0 })).toBeNull();
    expect(cashOnCashReturn({ annualCashFlow: 6_300, cashInvested: 0 })).toBeNull();
    expect(paybackPeriodYears({ cashInvested: 105_000, annualCashFlow: 0 })).toBeNull();
    expect(paybackPeriodYears({ cashInvested: 105_000, annualCashFlow: -1_200 })).toBeNull();
  });
});
