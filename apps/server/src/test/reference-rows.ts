// Small reference-data rows for engine tests (referenceDataFrom): only what a test names is known.
import type { MortgageRate, ZipMarket } from '../reference-data/index';

export const TEST_SOURCE = { name: 'Test ZIP table', kind: 'demo' as const, asOf: '2026-03-31' };

type ZipRow = Pick<ZipMarket, 'zip' | 'city'> & {
  county?: string;
  zhvi?: number;
  changeYearPct?: number;
  pricePerSqft?: number;
  daysOnMarket?: number;
  soldAboveListPct?: number;
  rent?: number;
  /** HUD fair market rents for 0–4 bedrooms. */
  fmr?: [number, number, number, number, number];
  lat?: number;
  lng?: number;
  population?: number;
};

/** A DFW ZIP with the figures given and none other. */
export function zipRow(r: ZipRow): ZipMarket {
  const asOf = TEST_SOURCE.asOf;
  return {
    zip: r.zip,
    city: r.city,
    otherCityNames: [],
    county: r.county ?? 'Collin',
    counties: [r.county ?? 'Collin'],
    countyFips: '48085',
    cbsa: '19100',
    metro: 'Dallas, TX',
    inDfw: true,
    lat: r.lat ?? null,
    lng: r.lng ?? null,
    population: r.population ?? 20_000,
    homeValue:
      r.zhvi === undefined
        ? null
        : {
            zhvi: r.zhvi,
            asOf,
            changeMonthPct: null,
            changeYearPct: r.changeYearPct ?? null,
            change5yPct: null,
            change5yRealPct: null,
          },
    sales:
      r.pricePerSqft === undefined && r.daysOnMarket === undefined
        ? null
        : {
            periodEnd: asOf,
            medianSalePrice: null,
            medianSalePriceYearPct: null,
            medianListPrice: null,
            medianListPriceYearPct: null,
            medianPricePerSqft: r.pricePerSqft ?? null,
            homesSold: 40,
            pendingSales: null,
            newListings: null,
            inventory: 25,
            inventoryYearPct: null,
            medianDaysOnMarket: r.daysOnMarket ?? null,
            avgSaleToListPct: null,
            soldAboveListPct: r.soldAboveListPct ?? null,
            offMarketInTwoWeeksPct: null,
            caution: null,
          },
    rent: r.rent === undefined ? null : { zori: r.rent, period: '2026-03', changeYearPct: null },
    fairMarketRents: r.fmr ? { byBedrooms: r.fmr, basis: 'zip', hudArea: 'Test HUD area', asOf: 'FY2024' } : null,
    sources: [TEST_SOURCE],
  };
}

export const testMortgageRate: MortgageRate = {
  ratePct: 6.5,
  date: '2026-05-14',
  yearAgo: null,
  low52w: 6.1,
  high52w: 7.2,
  source: { name: 'Test mortgage rate', kind: 'demo', asOf: '2026-05-14' },
};
