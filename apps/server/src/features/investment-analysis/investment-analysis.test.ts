// The investment analyzer through the real app and the bundled tables.
import { INVESTMENT_MISSING_FIELDS, type InvestmentResult } from '@bluebonnet/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, type Realtor, signedInRealtor } from '../leads/leads.fixture';

const ANALYZE = '/api/ai-investment-analyzer';
const DEFAULTS = '/api/investment-analysis/defaults';
const PDF = '/api/investment-analysis/report.pdf';

// $400,000, 20 % down, 6.5 % for 30 years, rent $3,000, taxes $8,400, insurance $1,800, 1 % upkeep, 5 % vacancy:
// payment 320,000 × 0.0054167 / (1 − 1.0054167^−360) = 2,022.62; vacancy 150.00; net 2,850.00; taxes 700.00;
// insurance 150.00; maintenance 333.33; expenses 3,205.95; cash flow −355.95; −4,271.40 ÷ 80,000 = −5.34 %;
// NOI 1,666.67 × 12 = 20,000.04 ÷ 400,000 = 5.00 %.
const handWorked = {
  propertyPrice: 400_000,
  downPayment: 80_000,
  loanTerm: 30,
  interestRate: 6.5,
  monthlyRent: 3_000,
  propertyTaxes: 8_400,
  insurance: 1_800,
  maintenanceRate: 1,
  vacancyRate: 5,
};

describe('investment analyzer', () => {
  let t: TestApp;
  let rosa: Realtor;
  let as: ReturnType<typeof call>;
  const assumption = (body: InvestmentResult, field: string) => {
    const found = body.assumptions.find((a) => a.field === field);
    if (!found) throw new Error(`no ${field} assumption`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => new Date('2026-05-20T15:00:00Z') });
    rosa = await signedInRealtor(t, { firstName: 'Rosa' });
    as = call(t, rosa);
  });
  afterAll(() => t.close());

  it('answers 401 signed out', async () => {
    const out = call(t, null);
    expect((await out('POST', ANALYZE, handWorked)).statusCode).toBe(401);
    expect((await out('GET', `${DEFAULTS}?zip=75024`)).statusCode).toBe(401);
    expect((await out('POST', PDF, handWorked)).statusCode).toBe(401);
  });

  it.each([
    ['no price', { propertyPrice: undefined }, 'body.propertyPrice'],
    ['no rent', { monthlyRent: undefined }, 'body.monthlyRent'],
    ['a price in words', { propertyPrice: 'four hundred thousand' }, 'body.propertyPrice'],
    ['an empty rent', { monthlyRent: '' }, 'body.monthlyRent'],
    ['a zero price', { propertyPrice: 0 }, 'body.propertyPrice'],
  ])('refuses %s with the spec’s message', async (_label, change, path) => {
    const res = await as('POST', ANALYZE, { ...handWorked, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message: INVESTMENT_MISSING_FIELDS });
  });

  it('refuses other bad figures with their own messages', async () => {
    const res = await as('POST', ANALYZE, { ...handWorked, downPayment: 500_000, vacancyRate: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'body.vacancyRate', message: 'Vacancy rate must be one of 3, 5, 8, 10' },
        { path: 'body.downPayment', message: 'Down payment cannot be more than the property price' },
      ]),
    );
  });

  it('works out a full request to the cent', async () => {
    const res = await as('POST', ANALYZE, handWorked);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      loanAmount: 320_000,
      cashInvested: 80_000,
      interestRate: 6.5,
      mortgagePayment: 2_022.62,
      monthlyRent: 3_000,
      vacancyLoss: 150,
      netRentalIncome: 2_850,
      monthlyTaxes: 700,
      monthlyInsurance: 150,
      monthlyMaintenance: 333.33,
      totalExpenses: 3_205.95,
      monthlyCashFlow: -355.95,
      capRate: 5,
      cashOnCashReturn: -5.34,
      paybackPeriod: null,
      roiLabel: 'Moderate ROI',
      meta: { engine: 'offline', sources: [] },
    });
    expect(body.projection).toHaveLength(5);
    expect(body.projection[0].annualCashFlow).toBe(-4_271.4);
    expect(body.sensitivity[0]).toEqual({
      scenario: 'As entered',
      monthlyCashFlow: -355.95,
      cashOnCashReturn: -5.34,
      capRate: 5,
    });
    expect(body.detailedReport).toContain('Moderate ROI: a cash-on-cash return of -5.34 %');
  });

  it('fills the rate and taxes for 75024 from the tables, naming them', async () => {
    const res = await as('POST', ANALYZE, { propertyPrice: 400_000, monthlyRent: 3_000, zip: '75024' });
    expect(res.statusCode).toBe(200);
    const body: InvestmentResult = res.json();
    const rate = assumption(body, 'interestRate');
    expect(rate).toMatchObject({ origin: 'table', source: expect.stringContaining('Freddie Mac') });
    expect(rate.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.interestRate).toBe(rate.value);
    const taxes = assumption(body, 'propertyTaxes');
    expect(taxes).toMatchObject({ origin: 'table', source: expect.stringContaining('property tax rates') });
    expect(taxes.note).toContain('Collin County');
    expect(taxes.asOf).toMatch(/tax years? \d{4}/);
    expect(body.monthlyTaxes).toBe(Math.round((taxes.value * 100) / 12) / 100);
    expect(assumption(body, 'insurance')).toMatchObject({ origin: 'none', value: 0 });
    expect(assumption(body, 'downPayment')).toMatchObject({ origin: 'none', value: 0 });
    const sources = body.meta.sources.map((s) => s.name).join(' | ');
    expect(sources).toMatch(/Freddie Mac/);
    expect(sources).toMatch(/property tax rates/);
  });

  it('answers a ZIP it has no data for, with "no data" assumptions', async () => {
    const res = await as('POST', ANALYZE, { propertyPrice: 250_000, monthlyRent: 2_000, zip: '99999' });
    expect(res.statusCode).toBe(200);
    const body: InvestmentResult = res.json();
    expect(assumption(body, 'propertyTaxes')).toMatchObject({ origin: 'none', value: 0 });
    expect(assumption(body, 'appreciationRate')).toMatchObject({
      origin: 'none',
      note: 'No price trend for this ZIP; the projection assumes no appreciation.',
    });
    expect(body.monthlyTaxes).toBe(0);
  });

  it('suggests a rent, rate, taxes and trend for 75024, each dated', async () => {
    const res = await as('GET', `${DEFAULTS}?zip=75024&bedrooms=3&propertyPrice=400000`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.place).toBe('Plano, TX 75024');
    expect(body.suggestedRent).toMatchObject({ field: 'monthlyRent', origin: 'table', asOf: expect.any(String) });
    expect(body.suggestedRent.note).toMatch(/HUD.*3 bedrooms.*Zillow/);
    expect(body.interestRate).toMatchObject({ origin: 'table', asOf: expect.any(String) });
    expect(body.propertyTaxes).toMatchObject({ origin: 'table' });
    expect(body.appreciationRate).toMatchObject({ origin: 'table' });
  });

  it('suggests nothing local for an unknown ZIP, and refuses a malformed one', async () => {
    const res = await as('GET', `${DEFAULTS}?zip=99999&bedrooms=3`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      zip: '99999',
      place: null,
      suggestedRent: null,
      propertyTaxes: null,
      appreciationRate: null,
    });
    const bad = await as('GET', `${DEFAULTS}?zip=7502`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toContainEqual({ path: 'querystring.zip', message: 'ZIP must be 5 digits' });
  });

  it('downloads the report as a PDF with the title, the tables and the sources', async () => {
    const res = await as('POST', PDF, { propertyPrice: 400_000, monthlyRent: 3_000, zip: '75024', bedrooms: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="investment-analysis-2026-05-20.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    for (const words of ['Rental investment analysis', 'May 20, 2026', 'Five-year projection', 'Sensitivity'])
      expect(text).toContain(words);
    expect(text).toMatch(/Sources: Freddie Mac/);
    expect(text).not.toMatch(/\berror\b|\bNaN\b|\bundefined\b/i);
  });

  it('refuses a PDF for bad input with the same 400', async () => {
    const res = await as('POST', PDF, { monthlyRent: 3_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVESTMENT_MISSING_FIELDS);
  });
});
