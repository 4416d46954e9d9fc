import { describe, expect, it } from 'vitest';
import { bundledMarketLookup } from './bundled-market';

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
