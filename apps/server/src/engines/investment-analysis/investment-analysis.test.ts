// The engine over tiny tables: what it fills, from which table, what it says when a table has nothing,
// and a report that holds only computed figures.
import { investmentRequest } from '@bluebonnet/contracts';
import { formatCurrency } from '@bluebonnet/domain';
import { describe, expect, it } from 'vitest';
import { referenceDataFrom, type TaxRate, type ZipMarket } from '../../reference-data/index';
import { testMortgageRate, zipRow } from '../../test/reference-rows';
import { analyseInvestment, investmentDefaults } from './index';

const now = new Date('2026-05-20T15:00:00Z');
const unit = (entity: string, entityType: TaxRate['entityType'], ratePer100: number, county = 'Collin'): TaxRate => ({
  county,
  entityType,
  entity,
  taxYear: 2024,
  ratePer100,
  pageUrl: '',
  history: [{ taxYear: 2024, ratePer100 }],
});
const frisco: ZipMarket = {
  ...zipRow({
    zip: '75034',
    city: 'Frisco',
    zhvi: 600_000,
    changeYearPct: -2.1,
    rent: 2_400,
    fmr: [1, 2, 3, 3_100, 4],
  }),
  counties: ['Collin', 'Denton'],
};
const withFiveYear = (row: ZipMarket, change5yPct: number): ZipMarket =>
  row.homeValue ? { ...row, homeValue: { ...row.homeValue, change5yPct } } : row;
const countyOnly = unit('Collin County', 'county', 0.149343);
const fullTaxes = [
  unit('Frisco', 'city', 0.4466),
  unit('Frisco', 'city', 0.4466, 'Denton'),
  countyOnly,
  unit('Frisco ISD', 'school_district', 1),
  unit('Collin College', 'junior_college', 0.08122),
];
const ref = (taxRates: TaxRate[] = fullTaxes, rows: ZipMarket[] = [frisco]) =>
  referenceDataFrom({ zipMarkets: rows, taxRates, mortgageRate: testMortgageRate });
const analyse = (body: Record<string, unknown>, reference = ref()) =>
  analyseInvestment(reference, investmentRequest.parse(body), now).result;
const assumption = (r: ReturnType<typeof analyse>, field: string) => r.assumptions.find((a) => a.field === field);

describe('investment analysis engine', () => {
  it('uses only what was typed when everything is, and cites no table', () => {
    // The $200,000 case of rental-figures.test.ts: cash flow 397.54, cash-on-cash 9.54 %, Strong ROI.
    const r = analyse({
      propertyPrice: 200_000,
      downPayment: 50_000,
      loanTerm: 15,
      interestRate: 6,
      monthlyRent: 2_400,
      propertyTaxes: 4_200,
      insurance: 1_200,
      appreciationRate: 3,
    });
    expect(r).toMatchObject({ monthlyCashFlow: 397.54, cashOnCashReturn: 9.54, roiLabel: 'Strong ROI' });
    expect(r.assumptions.filter((a) => a.origin !== 'you').map((a) => a.field)).toEqual(['rentGrowthRate']);
    expect(r.meta).toMatchObject({ engine: 'offline', generatedAt: now.toISOString(), sources: [] });
  });

  it('fills the rate from the survey week and the taxes from every unit of the ZIP’s city and county', () => {
    const r = analyse({ propertyPrice: 400_000, monthlyRent: 3_000, zip: '75034' });
    expect(assumption(r, 'interestRate')).toMatchObject({
      value: 6.5,
      origin: 'table',
      source: 'Test mortgage rate',
      asOf: '2026-05-14',
    });
    expect(assumption(r, 'interestRate')?.note).toContain('week of May 14, 2026');
    // Frisco 0.4466 (once, though listed under two counties) + 0.149343 + 1 + 0.08122 = 1.677163 per $100;
    // × 400,000 / 100 = 6,708.652 → $6,708.65 a year, $559.05 a month (6,708.65 / 12 = 559.054).
    const taxes = assumption(r, 'propertyTaxes');
    expect(taxes).toMatchObject({ value: 6_708.65, origin: 'table', asOf: 'tax year 2024' });
    expect(taxes?.note).toContain('= 1.677163 per $100');
    expect(r.monthlyTaxes).toBe(559.05);
    expect(r.interestRate).toBe(6.5);
    // The ZIP table too: the rent comparison and the price trend come from it.
    expect(r.meta.sources.map((s) => s.name)).toEqual([
      'Test mortgage-rates table',
      'Test zip-market table',
      'Test tax-rates table',
    ]);
    expect(r.detailedReport).not.toContain('Check: Property taxes');
  });

  it('flags a tax figure that lacks units, naming them', () => {
    const r = analyse({ propertyPrice: 400_000, monthlyRent: 3_000, zip: '75034' }, ref([countyOnly]));
    // Collin County alone: 400,000 × 0.149343 / 100 = 597.372 → $597.37.
    expect(assumption(r, 'propertyTaxes')).toMatchObject({ value: 597.37, origin: 'table' });
    expect(assumption(r, 'propertyTaxes')?.note).toContain('Not in our table: City of Frisco and the school district');
    expect(r.detailedReport).toContain('Check: Property taxes count only Collin County');
  });

  it('says "no data" and uses zero for a ZIP the tables do not have', () => {
    const r = analyse({ propertyPrice: 300_000, monthlyRent: 2_000, zip: '99999' });
    expect(assumption(r, 'propertyTaxes')).toMatchObject({ value: 0, origin: 'none', source: null });
    expect(assumption(r, 'appreciationRate')).toMatchObject({
      value: 0,
      origin: 'none',
      note: 'No price trend for this ZIP; the projection assumes no appreciation.',
    });
    expect(assumption(r, 'insurance')).toMatchObject({ value: 0, origin: 'none' });
    expect(assumption(r, 'downPayment')).toMatchObject({ value: 0, origin: 'none' });
    expect(assumption(r, 'downPayment')?.note).toContain('whole price financed');
    expect(r).toMatchObject({ cashOnCashReturn: null, roiLabel: null, loanAmount: 300_000 });
    expect(r.projection.map((y) => y.propertyValue)).toEqual([300_000, 300_000, 300_000, 300_000, 300_000]);
  });

  it('projects with the five-year trend annualised, else the 12-month change, naming which', () => {
    // (1 + 27.63 %)^(1/5) − 1 = 1.2763^0.2 − 1 = 5.00 % a year.
    const five = analyse(
      { propertyPrice: 400_000, monthlyRent: 3_000, zip: '75034' },
      ref(fullTaxes, [withFiveYear(frisco, 27.63)]),
    );
    expect(assumption(five, 'appreciationRate')).toMatchObject({ value: 5, origin: 'table' });
    expect(assumption(five, 'appreciationRate')?.note).toContain('from 2020 to 2025');
    expect(five.projection[0]?.propertyValue).toBe(420_000);
    const one = analyse({ propertyPrice: 400_000, monthlyRent: 3_000, zip: '75034' });
    expect(assumption(one, 'appreciationRate')).toMatchObject({ value: -2.1, asOf: '2026-03-31' });
    expect(assumption(one, 'appreciationRate')?.note).toContain('no five-year figure');
  });

  it('writes a report of the computed figures, section by section', () => {
    const r = analyse({ propertyPrice: 400_000, monthlyRent: 3_000, zip: '75034', downPayment: 80_000 });
    const headings = ['Summary', 'Monthly cash flow', 'Returns', 'Financing', 'Five-year projection', 'Sensitivity'];
    const at = [...headings, 'Assumptions and sources'].map((h) => r.detailedReport.indexOf(`\n\n${h}\n`));
    expect(at.every((i, n) => i > 0 && (n === 0 || i > (at[n - 1] ?? 0)))).toBe(true);
    expect(r.detailedReport).toContain(`${r.roiLabel}: a cash-on-cash return of ${r.cashOnCashReturn?.toFixed(2)} %`);
    expect(r.detailedReport).toContain(formatCurrency(r.totalExpenses, { cents: 'always' }));
    expect(r.detailedReport).not.toMatch(/NaN|undefined|null|Infinity/);
  });
});

describe('investment defaults', () => {
  it('suggests HUD’s rent for the bedrooms, quoting Zillow’s too, with dates', () => {
    const d = investmentDefaults(ref(), { zip: '75034', bedrooms: 3, propertyPrice: 400_000 });
    expect(d.place).toBe('Frisco, TX 75034');
    expect(d.suggestedRent).toMatchObject({ value: 3_100, origin: 'table', asOf: 'FY2024' });
    expect(d.suggestedRent?.note).toContain('$2,400 a month');
    expect(d.propertyTaxes).toMatchObject({ value: 6_708.65 });
    expect(d.interestRate).toMatchObject({ value: 6.5, asOf: '2026-05-14' });
  });

  it('suggests Zillow’s rent without a bedroom count, and nothing it has no data for', () => {
    expect(investmentDefaults(ref(), { zip: '75034' })).toMatchObject({
      suggestedRent: { value: 2_400, asOf: '2026-03' },
      propertyTaxes: null,
    });
    expect(investmentDefaults(ref(), { zip: '99999', bedrooms: 3, propertyPrice: 1 })).toMatchObject({
      place: null,
      suggestedRent: null,
      propertyTaxes: null,
      appreciationRate: null,
    });
  });
});
