import {
  cityHomeValues,
  findZipsForArea,
  latestMortgageRate,
  schoolsForZip,
  zipMarket,
  type ZipMarket,
} from '../../reference-data/index';
import type { MarketFacts, MarketLookup } from '../ai/tasks/contract-analysis/types';

const pct = (v: number | null | undefined) => (v === null || v === undefined ? null : v / 100);

/** Market facts for an area from the bundled public data (apps/server/data). Never guesses. */
export function bundledMarketLookup(): MarketLookup {
  return {
    forArea({ zip, city }) {
      const byZip = zip ? zipMarket(zip) : null;
      if (byZip) return fromZip(byZip);
      if (!city) return null;
      const resolved = findZipsForArea(city);
      const cityValues = cityHomeValues(city);
      if (cityValues) {
        return {
          ...empty(`${cityValues.city}, TX`, null, cityValues.city),
          homeValue: { value: cityValues.zhvi, asOf: cityValues.asOf },
          sources: [cityValues.source],
        };
      }
      const firstZip = resolved.zips[0];
      const z = firstZip ? zipMarket(firstZip) : null;
      return z ? { ...fromZip(z), zip: null, areaLabel: `${city} (via ZIP ${z.zip})` } : null;
    },
    mortgageRate() {
      const rate = latestMortgageRate();
      return rate ? { ratePercent: rate.ratePct, asOf: rate.date, source: rate.source } : null;
    },
  };
}

function fromZip(z: ZipMarket): MarketFacts {
  // Redfin medians flagged with a caution (few sales, one property type) are not quoted as typical.
  const sales = z.sales && !z.sales.caution ? z.sales : null;
  const salesAsOf = z.sales?.periodEnd ?? '';
  const district = schoolsForZip(z.zip).districts[0];
  return {
    areaLabel: `${z.city}, TX ${z.zip}`,
    zip: z.zip,
    city: z.city,
    homeValue: z.homeValue ? { value: z.homeValue.zhvi, asOf: z.homeValue.asOf } : null,
    homeValueChange1y: pct(z.homeValue?.changeYearPct),
    medianSalePrice: sales?.medianSalePrice ? { value: sales.medianSalePrice, asOf: salesAsOf } : null,
    medianListPrice: sales?.medianListPrice ? { value: sales.medianListPrice, asOf: salesAsOf } : null,
    daysOnMarket: z.sales?.medianDaysOnMarket ? { value: z.sales.medianDaysOnMarket, asOf: salesAsOf } : null,
    typicalRent: z.rent ? { value: z.rent.zori, asOf: z.rent.period } : null,
    rentChange1y: pct(z.rent?.changeYearPct),
    saleToList: pct(z.sales?.avgSaleToListPct),
    schoolRating: district ? `${district.name}: ${district.rating} (TEA 2022)` : null,
    sources: z.sources,
  };
}

function empty(areaLabel: string, zip: string | null, city: string | null): MarketFacts {
  return {
    areaLabel,
    zip,
    city,
    homeValue: null,
    homeValueChange1y: null,
    medianSalePrice: null,
    medianListPrice: null,
    daysOnMarket: null,
    typicalRent: null,
    rentChange1y: null,
    saleToList: null,
    schoolRating: null,
    sources: [],
  };
}
