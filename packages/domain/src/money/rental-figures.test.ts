// The rental figures against cases worked out by hand, to the cent, and the properties that must hold for
// any input. Payments: P·i / (1 − (1 + i)^−n) with i = rate ÷ 12, n = years × 12, rounded to the cent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPaymentCents } from './amortize';
import { type RentalInputs, rentalFigures } from './rental-figures';

const STRONG = 8;
const figures = (inputs: RentalInputs) => rentalFigures(inputs, { strongRoiAt: STRONG });

describe('rentalFigures: hand-computed cases', () => {
  it('$400,000 at 6.5 % for 30 years with 20 % down: a negative cash flow, Moderate ROI', () => {
    // Loan 400,000 − 80,000 = 320,000; payment 320,000 × 0.0054167 / (1 − 1.0054167^−360) = 2,022.6177 → 2,022.62.
    // Vacancy 3,000 × 5 % = 150.00; net rent 2,850.00. Taxes 8,400 / 12 = 700.00; insurance 1,800 / 12 = 150.00;
    // maintenance 400,000 × 1 % / 12 = 333.333 → 333.33. Expenses 2,022.62 + 700 + 150 + 333.33 = 3,205.95.
    // Cash flow 2,850.00 − 3,205.95 = −355.95; a year −4,271.40; ÷ 80,000 = −5.339 % → −5.34 %.
    // NOI (2,850.00 − 1,183.33) × 12 = 20,000.04; ÷ 400,000 = 5.00001 % → 5.00 %. No payback.
    expect(
      figures({
        price: 400_000,
        downPayment: 80_000,
        loanTermYears: 30,
        interestRatePct: 6.5,
        monthlyRent: 3_000,
        annualTaxes: 8_400,
        annualInsurance: 1_800,
        maintenanceRatePct: 1,
        vacancyRatePct: 5,
      }),
    ).toEqual({
      loanAmount: 320_000,
      cashInvested: 80_000,
      mortgagePayment: 2_022.62,
      monthlyRent: 3_000,
      vacancyLoss: 150,
      netRentalIncome: 2_850,
      monthlyTaxes: 700,
      monthlyInsurance: 150,
      monthlyMaintenance: 333.33,
      totalExpenses: 3_205.95,
      monthlyCashFlow: -355.95,
      annualCashFlow: -4_271.4,
      annualNetOperatingIncome: 20_000.04,
      capRate: 5,
      cashOnCashReturn: -5.34,
      paybackPeriod: null,
      roiLabel: 'Moderate ROI',
    });
  });

  it('$200,000 at 6 % for 15 years with $50,000 down: Strong ROI', () => {
    // Loan 150,000; payment 150,000 × 0.005 / (1 − 1.005^−180) = 1,265.7852 → 1,265.79.
    // Vacancy 2,400 × 5 % = 120.00; net 2,280.00. Taxes 4,200 / 12 = 350.00; insurance 1,200 / 12 = 100.00;
    // maintenance 200,000 × 1 % / 12 = 166.667 → 166.67. Expenses 1,265.79 + 616.67 = 1,882.46.
    // Cash flow 2,280.00 − 1,882.46 = 397.54; a year 4,770.48; ÷ 50,000 = 9.541 % → 9.54 % (≥ 8: Strong).
    // NOI (2,280.00 − 616.67) × 12 = 19,959.96; ÷ 200,000 = 9.980 % → 9.98 %. Payback 50,000 ÷ 4,770.48 = 10.48.
    const f = figures({
      price: 200_000,
      downPayment: 50_000,
      loanTermYears: 15,
      interestRatePct: 6,
      monthlyRent: 2_400,
      annualTaxes: 4_200,
      annualInsurance: 1_200,
      maintenanceRatePct: 1,
      vacancyRatePct: 5,
    });
    expect(f).toMatchObject({
      mortgagePayment: 1_265.79,
      vacancyLoss: 120,
      netRentalIncome: 2_280,
      monthlyMaintenance: 166.67,
      totalExpenses: 1_882.46,
      monthlyCashFlow: 397.54,
      annualCashFlow: 4_770.48,
      cashOnCashReturn: 9.54,
      capRate: 9.98,
      paybackPeriod: 10.48,
      roiLabel: 'Strong ROI',
    });
  });

  it('at 0 % interest the payment is the loan spread evenly', () => {
    // Loan 240,000 − 60,000 = 180,000 over 360 months = 500.00. Vacancy 2,000 × 10 % = 200; net 1,800.
    // Taxes 3,600 / 12 = 300; insurance 100; maintenance 240,000 × 2 % / 12 = 400. Expenses 1,300.
    // Cash flow 500.00; a year 6,000; ÷ 60,000 = 10.00 %. NOI (1,800 − 800) × 12 = 12,000 ÷ 240,000 = 5.00 %.
    // Payback 60,000 ÷ 6,000 = 10 years.
    expect(
      figures({
        price: 240_000,
        downPayment: 60_000,
        loanTermYears: 30,
        interestRatePct: 0,
        monthlyRent: 2_000,
        annualTaxes: 3_600,
        annualInsurance: 1_200,
        maintenanceRatePct: 2,
        vacancyRatePct: 10,
      }),
    ).toMatchObject({
      mortgagePayment: 500,
      totalExpenses: 1_300,
      monthlyCashFlow: 500,
      cashOnCashReturn: 10,
      capRate: 5,
      paybackPeriod: 10,
      roiLabel: 'Strong ROI',
    });
  });

  it('with 100 % down there is no loan and cash-on-cash equals the cap rate', () => {
    // No loan, no payment. Vacancy 2,500 × 3 % = 75; net 2,425. Taxes 500; insurance 125;
    // maintenance 300,000 × 0.5 % / 12 = 125. Expenses 750; cash flow 1,675; a year 20,100.
    // 20,100 ÷ 300,000 = 6.70 % both ways. Payback 300,000 ÷ 20,100 = 14.925 → 14.93 years.
    expect(
      figures({
        price: 300_000,
        downPayment: 300_000,
        loanTermYears: 30,
        interestRatePct: 7,
        monthlyRent: 2_500,
        annualTaxes: 6_000,
        annualInsurance: 1_500,
        maintenanceRatePct: 0.5,
        vacancyRatePct: 3,
      }),
    ).toMatchObject({
      loanAmount: 0,
      cashInvested: 300_000,
      mortgagePayment: 0,
      totalExpenses: 750,
      monthlyCashFlow: 1_675,
      cashOnCashReturn: 6.7,
      capRate: 6.7,
      paybackPeriod: 14.93,
      roiLabel: 'Moderate ROI',
    });
  });

  it('with nothing down there is no cash-on-cash return and so no ROI label', () => {
    const f = figures({
      price: 100_000,
      downPayment: 0,
      loanTermYears: 30,
      interestRatePct: 0,
      monthlyRent: 1_000,
      annualTaxes: 0,
      annualInsurance: 0,
      maintenanceRatePct: 1,
      vacancyRatePct: 5,
    });
    expect(f).toMatchObject({ cashOnCashReturn: null, roiLabel: null, paybackPeriod: 0, loanAmount: 100_000 });
  });
});

const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const inputs = fc
  .record({
    price: fc.integer({ min: 1_000, max: 5_000_000 }),
    downShare: fc.double({ min: 0, max: 1, noNaN: true }),
    loanTermYears: fc.constantFrom(15, 20, 25, 30),
    interestRatePct: fc.integer({ min: 0, max: 2_500 }).map((b) => b / 100),
    monthlyRent: money(50_000).filter((r) => r > 0),
    annualTaxes: money(100_000),
    annualInsurance: money(20_000),
    maintenanceRatePct: fc.constantFrom(0.5, 1, 1.5, 2),
    vacancyRatePct: fc.constantFrom(3, 5, 8, 10),
  })
  .map(({ downShare, ...r }): RentalInputs => ({ ...r, downPayment: Math.round(r.price * downShare) }));

describe('rentalFigures: properties', () => {
  it('the payments over the term repay at least the principal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_00 }),
        fc.integer({ min: 0, max: 2_500 }),
        fc.constantFrom(15, 20, 25, 30),
        (principal, bp, years) => {
          // Rounding to the cent may shave up to half a cent a month at 0 %.
          expect(monthlyPaymentCents(principal, bp / 100, years) * years * 12).toBeGreaterThanOrEqual(
            principal - years * 6,
          );
        },
      ),
    );
  });

  it('every figure is finite, and the parts add up to the cent', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const f = figures(i);
        for (const v of Object.values(f)) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
        const cents = (d: number) => Math.round(d * 100);
        expect(cents(f.netRentalIncome)).toBe(cents(f.monthlyRent) - cents(f.vacancyLoss));
        expect(cents(f.totalExpenses)).toBe(
          cents(f.mortgagePayment) + cents(f.monthlyTaxes) + cents(f.monthlyInsurance) + cents(f.monthlyMaintenance),
        );
        expect(cents(f.monthlyCashFlow)).toBe(cents(f.netRentalIncome) - cents(f.totalExpenses));
      }),
    );
  });

  it('more rent never lowers the cash flow', () => {
    fc.assert(
      fc.property(inputs, money(5_000), (i, more) => {
        expect(figures({ ...i, monthlyRent: i.monthlyRent + more }).monthlyCashFlow).toBeGreaterThanOrEqual(
          figures(i).monthlyCashFlow,
        );
      }),
    );
  });

  it('more vacancy or a higher rate never raises the cash flow', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 1_000 }), (i, dv, dr) => {
        const base = figures(i).monthlyCashFlow;
        expect(figures({ ...i, vacancyRatePct: i.vacancyRatePct + dv / 10 }).monthlyCashFlow).toBeLessThanOrEqual(base);
        expect(figures({ ...i, interestRatePct: i.interestRatePct + dr / 100 }).monthlyCashFlow).toBeLessThanOrEqual(
          base,
        );
      }),
    );
  });
});
