// Yields from the bundled tables: exact, and described against what is usual in the ZIP and in DFW.
import { describe, expect, it } from 'vitest';
import { demoListings, type Listing } from '../../providers/listings/index';
import { bundledReferenceData, referenceDataFrom } from '../../reference-data/index';
import { zipRow } from '../../test/reference-rows';
import { investmentView } from './investment';
import { median } from './median';
import { searchCriteriaFor } from './search-criteria';

const ref = bundledReferenceData();
const frisco = ref.zipMarket('75034')!;

const home = (over: Partial<Listing> = {}): Listing => ({
  id: 'demo-75034-x',
  address: '4821 Pecan Hollow Dr',
  city: 'Frisco',
  state: 'TX',
  zip: '75034',
  price: 640_000,
  bedrooms: 3,
  bathrooms: 2,
  sqft: 2400,
  propertyType: 'single-family',
  yearBuilt: 2012,
  lotSizeSqft: 8200,
  listedDate: null,
  daysOnMarket: 30,
  features: [],
  source: 'demo',
  demo: true,
  ...over,
});

describe('a listing’s rent yield', () => {
  it('is 12 × rent ÷ price exactly, on the HUD rent for its bedrooms', () => {
    const rent = ref.fairMarketRent('75034', 4)!.monthlyRent;
    const view = investmentView(ref, home({ bedrooms: 4 }));
    expect(view.grossYieldPct).toBe(((rent * 12) / 640_000) * 100);
    expect(view.monthlyRent).toBe(rent);
    expect(view.summary).toContain(`Gross rent yield ${view.grossYieldPct!.toFixed(1)} %`);
  });

  it('is described against the ZIP’s typical home on the same table, not on a fixed scale', () => {
    const typicalValue = frisco.homeValue!.zhvi;
    const typicalYield = ((ref.fairMarketRent('75034', 3)!.monthlyRent * 12) / typicalValue) * 100;
    const at = investmentView(ref, home({ price: typicalValue }));
    expect(at.position).toBe('about');
    expect(at.summary).toContain(`About average for 75034, whose typical home yields ${typicalYield.toFixed(1)} %`);
    expect(investmentView(ref, home({ price: typicalValue / 2 })).summary).toContain(
      `Above 75034's typical ${typicalYield.toFixed(1)} %`,
    );
    expect(investmentView(ref, home({ price: typicalValue * 2 })).position).toBe('below');
  });

  it('quotes the median DFW ZIP from the same tables', () => {
    const rows = ref.allZipMarkets({ dfwOnly: true }).filter((r) => (r.population ?? 0) >= 1000);
    const dfw = median(
      rows.flatMap((r) => {
        const rent = ref.fairMarketRent(r.zip, 3)?.monthlyRent;
        return rent && r.homeValue ? [((rent * 12) / r.homeValue.zhvi) * 100] : [];
      }),
    )!;
    expect(rows.length).toBeGreaterThan(100);
    expect(investmentView(ref, home()).summary).toContain(`the median DFW ZIP yields ${dfw.toFixed(1)} %`);
  });

  it('uses Zillow’s typical rent when the bedroom count is unknown, and says "no data" without a rent', () => {
    const view = investmentView(ref, home({ bedrooms: null }));
    expect(view.rentSource).toBe(`Zillow typical rent for ZIP 75034, ZORI ${frisco.rent!.period}`);
    expect(view.grossYieldPct).toBe(((frisco.rent!.zori * 12) / 640_000) * 100);
    const empty = referenceDataFrom({ zipMarkets: [zipRow({ zip: '75034', city: 'Frisco', zhvi: 600_000 })] });
    expect(investmentView(empty, home())).toMatchObject({
      grossYieldPct: null,
      summary: 'Rent yield: no data. There is no rent figure for ZIP 75034 in our tables.',
    });
  });

  it('does not call every demo home a high yield: positions follow each ZIP’s own market', () => {
    const positions = new Map<string, number>();
    for (const area of ['Frisco', 'Plano', 'McKinney', 'Dallas', 'Fort Worth', 'Arlington']) {
      const criteria = searchCriteriaFor(
        ref,
        {
          realEstateGoal: 'investing',
          preferredAreas: area,
          propertyType: null,
          budgetRange: null,
          additionalNeeds: null,
        },
        '2026-11-21',
      );
      for (const listing of demoListings({ ...criteria, limit: 12 })) {
        const view = investmentView(ref, listing);
        expect(view.summary).not.toMatch(/High for a single home/);
        expect(view.summary).toMatch(/typical|median DFW ZIP/);
        positions.set(view.position ?? 'none', (positions.get(view.position ?? 'none') ?? 0) + 1);
      }
    }
    const total = [...positions.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(30);
    expect(positions.get('above') ?? 0).toBeLessThan(total * 0.75);
    expect(positions.get('about') ?? 0).toBeGreaterThan(0);
  });
});
