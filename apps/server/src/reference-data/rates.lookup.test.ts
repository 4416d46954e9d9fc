import { describe, expect, it } from 'vitest';
import { latestMortgageRate, mortgageRateSeries, taxRatesFor } from './rates.lookup';

describe('taxRatesFor', () => {
  it('adds up the City of Dallas 2023 units to the published total', () => {
    const dallas = taxRatesFor('Dallas, TX', { county: 'Dallas County' });
    const units = Object.fromEntries(dallas.rates.map((r) => [r.entity, r]));
    expect(units['Dallas']).toMatchObject({ entityType: 'city', taxYear: 2023, ratePer100: 0.7357 });
    expect(units['Dallas ISD']).toMatchObject({ taxYear: 2023, ratePer100: 1.013835 });
    const total = dallas.rates.reduce((sum, r) => sum + r.ratePer100, 0);
    expect(total).toBeCloseTo(2.294781, 6);
    expect(dallas.gaps).toEqual([]);
    expect(dallas.source).toMatchObject({ kind: 'bundled', asOf: 'tax years 2016-2024' });
  });

  it('names the units the bundled table lacks instead of implying a total', () => {
    const frisco = taxRatesFor('Frisco');
    expect(frisco.rates.some((r) => r.entity === 'Frisco ISD')).toBe(true);
    expect(frisco.gaps).toContain('City of Frisco');
    expect(frisco.rates.every((r) => r.history.at(-1)!.taxYear === r.taxYear)).toBe(true);
  });

  it('lists every unit of a county, and ISDs by name', () => {
    const collin = taxRatesFor('Collin County');
    expect(collin.rates.every((r) => r.county === 'Collin')).toBe(true);
    expect(collin.rates.some((r) => r.entityType === 'county')).toBe(true);
    expect(taxRatesFor('Keller ISD').rates.map((r) => r.entity)).toEqual(['Keller ISD']);
    expect(taxRatesFor('Colleyville').rates.map((r) => r.entity)).toContain('Grapevine-Colleyville ISD');
  });
});

describe('mortgage rates', () => {
  it('gives the latest Freddie Mac 30-year rate with its date', () => {
    const rate = latestMortgageRate();
    expect(rate.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rate.ratePct).toBeGreaterThan(2);
    expect(rate.ratePct).toBeLessThan(12);
    expect(rate.source).toEqual({ name: 'Freddie Mac PMMS 30-year fixed rate', kind: 'bundled', asOf: rate.date });
    expect(rate.low52w).toBeLessThanOrEqual(rate.ratePct);
    expect(rate.high52w).toBeGreaterThanOrEqual(rate.ratePct);
  });

  it('keeps a year of weekly points ending at the latest', () => {
    const series = mortgageRateSeries();
    expect(series).toHaveLength(52);
    expect(series.at(-1)).toEqual({ date: latestMortgageRate().date, ratePct: latestMortgageRate().ratePct });
  });
});
