// The projection and the sensitivity table against hand-worked figures, and the loan schedule against the
// closed-form balance P(1 + i)^k − A((1 + i)^k − 1) / i.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanBalanceCents, monthlyPaymentCents } from './amortize';
import { rentalAnalysis } from './rental-analysis';
import type { RentalInputs } from './rental-figures';
import { rentalProjection } from './rental-projection';

// $240,000, $60,000 down, 0 % for 30 years (payment 500.00), rent 2,000, 10 % vacancy, taxes 3,600,
// insurance 1,200, maintenance 2 %: cash flow 500.00 a month in year 1 (see rental-figures.test.ts).
const zeroRate: RentalInputs = {
  price: 240_000,
  downPayment: 60_000,
  loanTermYears: 30,
  interestRatePct: 0,
  monthlyRent: 2_000,
  annualTaxes: 3_600,
  annualInsurance: 1_200,
  maintenanceRatePct: 2,
  vacancyRatePct: 10,
};

describe('rentalProjection', () => {
  it('grows the value, pays down the loan and moves maintenance with the value', () => {
    // Year 1: value 240,000 × 1.03 = 247,200; balance 180,000 − 12 × 500 = 174,000; equity 73,200.
    //   Maintenance on the year's starting value 240,000 × 2 % / 12 = 400: cash flow 500 × 12 = 6,000.
    //   Total return (73,200 − 60,000) + 6,000 = 19,200.
    // Year 2: value 254,616; balance 168,000; equity 86,616. Maintenance 247,200 × 2 % / 12 = 412.00:
    //   (1,800 − 500 − 300 − 100 − 412) × 12 = 5,856; cumulative 11,856; total (86,616 − 60,000) + 11,856 = 38,472.
    // Year 3: value 240,000 × 1.092727 = 262,254.48; balance 162,000; equity 100,254.48. Maintenance
    //   254,616 × 2 % / 12 = 424.36: 475.64 × 12 = 5,707.68; cumulative 17,563.68; total 40,254.48 + 17,563.68.
    const years = rentalProjection(zeroRate, { appreciationRatePct: 3, years: 5 });
    expect(years.slice(0, 3)).toEqual([
      {
        year: 1,
        propertyValue: 247_200,
        loanBalance: 174_000,
        equity: 73_200,
        annualCashFlow: 6_000,
        cumulativeCashFlow: 6_000,
        totalReturn: 19_200,
      },
      {
        year: 2,
        propertyValue: 254_616,
        loanBalance: 168_000,
        equity: 86_616,
        annualCashFlow: 5_856,
        cumulativeCashFlow: 11_856,
        totalReturn: 38_472,
      },
      {
        year: 3,
        propertyValue: 262_254.48,
        loanBalance: 162_000,
        equity: 100_254.48,
        annualCashFlow: 5_707.68,
        cumulativeCashFlow: 17_563.68,
        totalReturn: 57_818.16,
      },
    ]);
    expect(years.map((y) => y.year)).toEqual([1, 2, 3, 4, 5]);
  });

  it('grows the rent when asked, and keeps everything flat at 0 %', () => {
    // Rent 2,000 × 1.05 = 2,100 in year 2: vacancy 210, net 1,890, so 90 more a month than year 1.
    const grown = rentalProjection(zeroRate, { appreciationRatePct: 0, rentGrowthRatePct: 5, years: 2 });
    expect(grown.map((y) => y.annualCashFlow)).toEqual([6_000, 7_080]);
    const flat = rentalProjection(zeroRate, { appreciationRatePct: 0, years: 2 });
    expect(flat.map((y) => y.propertyValue)).toEqual([240_000, 240_000]);
    expect(flat.map((y) => y.annualCashFlow)).toEqual([6_000, 6_000]);
  });

  it('with no loan the equity is the whole value', () => {
    const [y1] = rentalProjection({ ...zeroRate, downPayment: 240_000 }, { appreciationRatePct: -2, years: 1 });
    // 240,000 × 0.98 = 235,200: the home lost 4,800, the cash flow (no payment) is 1,000 × 12 = 12,000.
    expect(y1).toMatchObject({ propertyValue: 235_200, loanBalance: 0, equity: 235_200, totalReturn: 7_200 });
  });

  it('follows the closed-form balance to within a few cents of rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 2_000_000_00 }),
        fc.integer({ min: 1, max: 2_500 }),
        fc.constantFrom(15, 20, 25, 30),
        fc.integer({ min: 1, max: 60 }),
        (principal, bp, years, k) => {
          const i = bp / 100 / 100 / 12;
          const a = monthlyPaymentCents(principal, bp / 100, years);
          const closed = principal * Math.pow(1 + i, k) - (a * (Math.pow(1 + i, k) - 1)) / i;
          // Each month's interest is rounded to the cent: at most half a cent a month, compounding slightly.
          expect(Math.abs(loanBalanceCents(principal, bp / 100, years, k) - closed)).toBeLessThanOrEqual(k);
        },
      ),
    );
  });
});

describe('rentalAnalysis: sensitivity', () => {
  it('moves one input at a time, each row the same exact math', () => {
    const { sensitivity, figures } = rentalAnalysis(zeroRate, {
      strongRoiAt: 8,
      appreciationRatePct: 0,
      projectionYears: 5,
      vacancyOptions: [3, 5, 8, 10],
    });
    expect(figures.monthlyCashFlow).toBe(500);
    // Rent 1,800: vacancy 180, net 1,620, cash flow 320. Rent 2,200: vacancy 220, net 1,980, cash flow 680.
    // Rate 1 %: payment 180,000 × (0.01/12) / (1 − (1 + 0.01/12)^−360) = 578.95, cash flow 421.05, a year
    // 5,052.60 ÷ 60,000 = 8.42 %. Vacancy 3 % / 5 % / 8 %: net 1,940 / 1,900 / 1,840 → 640 / 600 / 540.
    // Cap rates: (net − 800) × 12 ÷ 240,000, e.g. rent 1,800: 820 × 12 = 9,840 → 4.10 %.
    expect(sensitivity).toEqual([
      { scenario: 'As entered', monthlyCashFlow: 500, cashOnCashReturn: 10, capRate: 5 },
      { scenario: 'Rent 10 % lower ($1,800 a month)', monthlyCashFlow: 320, cashOnCashReturn: 6.4, capRate: 4.1 },
      { scenario: 'Rent 10 % higher ($2,200 a month)', monthlyCashFlow: 680, cashOnCashReturn: 13.6, capRate: 5.9 },
      { scenario: 'Interest rate at 0.00 % (cannot go lower)', monthlyCashFlow: 500, cashOnCashReturn: 10, capRate: 5 },
      {
        scenario: 'Interest rate 1 point higher (1.00 %)',
        monthlyCashFlow: 421.05,
        cashOnCashReturn: 8.42,
        capRate: 5,
      },
      { scenario: 'Vacancy 3 %', monthlyCashFlow: 640, cashOnCashReturn: 12.8, capRate: 5.7 },
      { scenario: 'Vacancy 5 %', monthlyCashFlow: 600, cashOnCashReturn: 12, capRate: 5.5 },
      { scenario: 'Vacancy 8 %', monthlyCashFlow: 540, cashOnCashReturn: 10.8, capRate: 5.2 },
      { scenario: 'Vacancy 10 %', monthlyCashFlow: 500, cashOnCashReturn: 10, capRate: 5 },
    ]);
  });
});
