import { RESALE_FINANCED_2026 } from '@bluebonnet/domain/test-fixtures';
import { describe, expect, it } from 'vitest';
import { analyseContract } from '../../engines/contract-analysis/index';
import { referenceDataFrom } from '../../reference-data/index';
import { TEST_SOURCE, testMortgageRate, zipRow } from '../../test/reference-rows';
import { bundledMarketLookup, marketLookupFrom } from './bundled-market';

describe('bundled market lookup', () => {
  const market = bundledMarketLookup();

  it('gives a DFW ZIP its figures with their dates and sources', () => {
    const facts = market.forArea({ zip: '75034', city: 'Frisco' });
    expect(facts?.zip).toBe('75034');
    expect(facts?.homeValue?.value).toBeGreaterThan(200_000);
    expect(facts?.homeValue?.asOf).toMatch(/^\d{4}-\d{2}/);
    expect(facts?.sources.length).toBeGreaterThan(0);
    expect(facts?.sources.every((s) => s.kind === 'bundled' && s.asOf)).toBe(true);
  });

  it('falls back to the city when the ZIP is unknown, and to nothing when neither is known', () => {
    expect(market.forArea({ zip: '00000', city: 'Plano' })?.homeValue?.value).toBeGreaterThan(200_000);
    expect(market.forArea({ zip: null, city: 'Atlantis' })).toBeNull();
    expect(market.forArea({ zip: null, city: null })).toBeNull();
  });

  it('knows the latest 30-year mortgage rate and its date', () => {
    const rate = market.mortgageRate();
    expect(rate?.ratePercent).toBeGreaterThan(2);
    expect(rate?.ratePercent).toBeLessThan(12);
    expect(rate?.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('market lookup over a given table', () => {
  const market = marketLookupFrom(
    referenceDataFrom({
      zipMarkets: [zipRow({ zip: '75025', city: 'Plano', zhvi: 500_000, changeYearPct: -2.5, rent: 2_600 })],
      mortgageRate: testMortgageRate,
    }),
  );

  it('gives the ZIP the table’s figures, and nothing for a place the table lacks', () => {
    expect(market.forArea({ zip: '75025', city: null })).toMatchObject({
      areaLabel: 'Plano, TX 75025',
      homeValue: { value: 500_000, asOf: '2026-03-31' },
      homeValueChange1y: -0.025,
      typicalRent: { value: 2_600, asOf: '2026-03' },
      sources: [TEST_SOURCE],
    });
    expect(market.forArea({ zip: '75034', city: 'Frisco' })).toBeNull();
    expect(market.mortgageRate()).toEqual({ ratePercent: 6.5, asOf: '2026-05-14', source: testMortgageRate.source });
  });

  it('drives the contract analysis’s market comparison', () => {
    // The 20-18 resale fixture sells 2417 Hollow Creek Drive, Plano 75025, for $485,000: 3 % under $500,000.
    const out = analyseContract({
      contractType: 'purchase',
      text: RESALE_FINANCED_2026,
      filename: null,
      today: '2026-04-15',
      market,
    });
    expect(out.marketComparison).toMatchObject({ contractPrice: 485_000, priceGrowth: -2.5, averageRent: 2_600 });
    expect(out.marketComparison.analyses).toContain(
      'The $485,000 sales price is 3.0 % below the typical home value (Zillow ZHVI) of $500,000 for Plano, TX 75025 (as of 2026-03-31).',
    );
    expect(out.sources).toEqual(expect.arrayContaining([TEST_SOURCE, testMortgageRate.source]));
  });
});
