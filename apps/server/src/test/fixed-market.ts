import type { MarketLookup } from '../engines/contract-analysis/index';

const source = { name: 'Test market figures', kind: 'bundled' as const, asOf: '2026-03-31' };

/** Fixed figures so analysis tests do not move when the bundled data is rebuilt. */
export const fixedMarket: MarketLookup = {
  forArea: ({ zip, city }) =>
    zip || city
      ? {
          areaLabel: `${city ?? 'Plano'} ${zip ?? ''}`.trim(),
          zip,
          city,
          homeValue: { value: 470_000, asOf: '2026-03-31' },
          homeValueChange1y: -0.021,
          medianSalePrice: { value: 480_000, asOf: '2026-03-31' },
          medianListPrice: { value: 499_000, asOf: '2026-03-31' },
          daysOnMarket: { value: 52, asOf: '2026-03-31' },
          typicalRent: { value: 2_450, asOf: '2026-03-31' },
          rentChange1y: 0.018,
          saleToList: 0.975,
          schoolRating: 'A',
          sources: [source],
        }
      : null,
  mortgageRate: () => ({ ratePercent: 6.25, asOf: '2026-03-26', source: { ...source, name: 'Test mortgage rate' } }),
};
