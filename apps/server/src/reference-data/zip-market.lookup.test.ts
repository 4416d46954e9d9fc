import { describe, expect, it } from 'vitest';
import { allZipMarkets, fairMarketRent, SMALL_SALES_COUNT, zipMarket } from './zip-market.lookup';

describe('zipMarket', () => {
  it('returns a Frisco ZIP with a plausible, dated home value and its sources', () => {
    const frisco = zipMarket('75034');
    expect(frisco).toMatchObject({ zip: '75034', city: 'Frisco', county: 'Collin', inDfw: true, metro: 'Dallas, TX' });
    expect(frisco!.homeValue!.zhvi).toBeGreaterThan(300_000);
    expect(frisco!.homeValue!.zhvi).toBeLessThan(1_500_000);
    expect(frisco!.homeValue!.asOf).toBe('2026-03-31');
    expect(frisco!.sources).toContainEqual({ name: 'Zillow ZHVI (ZIP)', kind: 'bundled', asOf: '2026-03-31' });
    expect(frisco!.sources.every((s) => s.kind === 'bundled' && !!s.asOf)).toBe(true);
  });

  it('accepts ZIP+4 and surrounding spaces', () => {
    expect(zipMarket(' 75034-1234 ')?.zip).toBe('75034');
  });

  it('returns null for unknown or malformed ZIPs instead of a neighbour', () => {
    expect(zipMarket('99999')).toBeNull();
    expect(zipMarket('10001')).toBeNull(); // New York: not in the Texas table
    expect(zipMarket('7503')).toBeNull();
    expect(zipMarket('Frisco')).toBeNull();
  });

  it('cites the Redfin window end for sales figures and flags thin samples', () => {
    const withSales = allZipMarkets({ dfwOnly: true }).filter((z) => z.sales);
    expect(withSales.length).toBeGreaterThan(200);
    for (const z of withSales) {
      expect(z.sources).toContainEqual({
        name: 'Redfin ZIP market tracker',
        kind: 'bundled',
        asOf: z.sales!.periodEnd,
      });
      if ((z.sales!.homesSold ?? 0) < SMALL_SALES_COUNT) expect(z.sales!.caution).toMatch(/sale/);
    }
    const solid = withSales.find((z) => (z.sales!.homesSold ?? 0) >= 30 && z.sales!.caution === null);
    expect(solid).toBeDefined();
  });

  it('covers every DFW county and keeps Texas-only rows', () => {
    const dfw = allZipMarkets({ dfwOnly: true });
    expect(new Set(dfw.map((z) => z.county))).toEqual(
      new Set([
        'Collin',
        'Dallas',
        'Denton',
        'Ellis',
        'Hunt',
        'Johnson',
        'Kaufman',
        'Parker',
        'Rockwall',
        'Tarrant',
        'Wise',
      ]),
    );
    expect(allZipMarkets().every((z) => /^7[5-9]\d{3}$|^88\d{3}$|^73\d{3}$/.test(z.zip))).toBe(true);
  });
});

describe('fairMarketRent', () => {
  it('gives the HUD FY2024 ZIP-level rent for a bedroom count', () => {
    const rent = fairMarketRent('75034', 2);
    expect(rent).toMatchObject({
      zip: '75034',
      bedrooms: 2,
      basis: 'zip',
      asOf: 'FY2024',
      derivedFromFourBedroom: false,
    });
    expect(rent!.monthlyRent).toBe(zipMarket('75034')!.fairMarketRents!.byBedrooms[2]);
    expect(rent!.source.name).toBe('HUD FY2024 ZIP Fair Market Rents');
  });

  it("applies HUD's +15% per bedroom rule above four bedrooms", () => {
    const four = fairMarketRent('75034', 4)!.monthlyRent;
    const six = fairMarketRent('75034', 6)!;
    expect(six.monthlyRent).toBe(Math.round(four * 1.3));
    expect(six.derivedFromFourBedroom).toBe(true);
  });

  it('falls back to the county FMR where HUD has no ZIP figure', () => {
    const rural = allZipMarkets().find((z) => z.fairMarketRents?.basis === 'county');
    expect(rural).toBeDefined();
    expect(fairMarketRent(rural!.zip, 1)).toMatchObject({ basis: 'county', asOf: 'FY2024' });
  });

  it('returns null for an unknown ZIP or an impossible bedroom count', () => {
    expect(fairMarketRent('99999', 2)).toBeNull();
    expect(fairMarketRent('75034', -1)).toBeNull();
    expect(fairMarketRent('75034', 1.5)).toBeNull();
  });
});

describe('shared cache', () => {
  it('cannot be changed by a caller', () => {
    const row = zipMarket('75034')!;
    expect(() => {
      (row.homeValue as { zhvi: number }).zhvi = 1;
    }).toThrow(TypeError);
    expect(zipMarket('75034')!.homeValue!.zhvi).toBeGreaterThan(300_000);
  });
});
