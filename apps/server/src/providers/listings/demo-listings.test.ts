import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findZipsForArea, zipMarket } from '../../reference-data/index';
import { createDemoListingsProvider, demoListings } from './demo-listings.provider';
import { toExternalListingData, type ListingSearch } from './listing-types';

const plano = findZipsForArea('Plano').zips;
const search = (over: Partial<ListingSearch> = {}): ListingSearch => ({
  zips: plano,
  cities: ['Plano'],
  minPrice: 500_000,
  maxPrice: 750_000,
  propertyType: 'single-family',
  ...over,
});

describe('demo listings', () => {
  it('are deterministic, labelled demo, inside the budget and in the searched ZIPs', async () => {
    const provider = createDemoListingsProvider();
    expect(provider).toMatchObject({ name: 'demo', isLive: false });
    const first = await provider.search(search());
    expect(first.length).toBe(12);
    expect(await provider.search(search())).toEqual(first);
    for (const l of first) {
      expect(l).toMatchObject({
        demo: true,
        source: 'demo',
        state: 'TX',
        city: 'Plano',
        propertyType: 'single-family',
      });
      expect(l.price).toBeGreaterThanOrEqual(500_000);
      expect(l.price).toBeLessThanOrEqual(750_000);
      expect(plano).toContain(l.zip);
      expect(l.address).toMatch(/^\d{3,4} [A-Z][\w’ ]+ (Dr|Ln|Ct|Trl|Way|Pl|St|Cir|Rd|Blvd)$/);
    }
    expect(new Set(first.map((l) => l.id)).size).toBe(first.length);
  });

  it('prices around the ZIP’s typical value and sizes homes from its price per square foot', () => {
    for (const l of demoListings(search({ minPrice: null, maxPrice: null }))) {
      const row = zipMarket(l.zip)!;
      const zhvi = row.homeValue!.zhvi;
      expect(l.price).toBeGreaterThanOrEqual(zhvi * 0.65 - 1);
      expect(l.price).toBeLessThanOrEqual(zhvi * 1.5);
      const ppsf = l.price / l.sqft!;
      expect(ppsf).toBeGreaterThan(60);
      expect(ppsf).toBeLessThan(900);
      expect(l.bedrooms! >= 2 && l.bedrooms! <= 5).toBe(true);
      expect(l.bathrooms! >= 1 && l.bathrooms! <= l.bedrooms! + 1).toBe(true);
    }
  });

  it('finds nothing rather than invent a $300,000 Frisco house', () => {
    const frisco = findZipsForArea('Frisco').zips;
    expect(demoListings(search({ zips: frisco, minPrice: null, maxPrice: 300_000 }))).toEqual([]);
  });

  it('respects a bedroom minimum, condo shapes and the commercial gap', () => {
    expect(demoListings(search({ minBedrooms: 4 })).every((l) => l.bedrooms! >= 4)).toBe(true);
    const condos = demoListings(search({ propertyType: 'condo', minPrice: null, maxPrice: 400_000 }));
    expect(condos.length).toBeGreaterThan(0);
    expect(condos.every((l) => l.lotSizeSqft === null && /#\d{3}$/.test(l.address))).toBe(true);
    expect(demoListings(search({ propertyType: 'commercial' }))).toEqual([]);
  });

  it('resolves cities when no ZIP is given, and maps to the portfolio sample shape', () => {
    const listings = demoListings(search({ zips: [], cities: ['McKinney'], minPrice: null, maxPrice: null, limit: 4 }));
    expect(listings).toHaveLength(4);
    expect(toExternalListingData(listings[0]!)).toMatchObject({ demo: true, source: 'demo', city: 'McKinney' });
  });

  it('stays inside any budget (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 150, max: 900 }), fc.integer({ min: 50, max: 400 }), (lo, width) => {
        const min = lo * 1000;
        const max = min + width * 1000;
        return demoListings(search({ minPrice: min, maxPrice: max })).every((l) => l.price >= min && l.price <= max);
      }),
      { numRuns: 40 },
    );
  });
});
