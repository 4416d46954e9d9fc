import type { MarketFacts, MarketLookup } from '../../engines/contract-analysis/index';
import { bundledReferenceData, type ReferenceData, type ZipMarket } from '../../reference-data/index';

const pct = (v: number | null | undefined) => (v === null || v === undefined ? null : v / 100);

/** Market facts for an area from the bundled public data (apps/server/data). Never guesses. */
export function bundledMarketLookup(): MarketLookup {
  return marketLookupFrom(bundledReferenceData());
}

/** Market facts for an area from the reference data it is given: a ZIP's row, else the city's. */
export function marketLookupFrom(reference: ReferenceData): MarketLookup {
  return {
    forArea({ zip, city }) {
      const byZip = zip ? reference.zipMarket(zip) : null;
      if (byZip) return fromZip(reference, byZip);
      if (!city) return null;
      const resolved = reference.findZipsForArea(city);
      const cityValues = reference.cityHomeValues(city);
      if (cityValues) {
        return {
          ...empty(`${cityValues.city}, TX`, null, cityValues.city),
          homeValue: { value: cityValues.zhvi, asOf: cityValues.asOf },
          sources: [cityValues.source],
        };
      }
      const firstZip = resolved.zips[0];
      const z = firstZip ? reference.zipMarket(firstZip) : null;
      return z ? { ...fromZip(reference, z), zip: null, areaLabel: `${city} (via ZIP ${z.zip})` } : null;
    },
    mortgageRate() {
      const rate = reference.latestMortgageRate();
      return rate ? { ratePercent: rate.ratePct, asOf: rate.date, source: rate.source } : null;
    },
  };
}

function fromZip(reference: ReferenceData, z: ZipMarket): MarketFacts {
  // Redfin medians flagged with a caution (few sales, one property type) are not quoted as typical.
  const sales = z.sales && !z.sales.caution ? z.sales : null;
  const salesAsOf = z.sales?.periodEnd ?? '';
  const district = reference.schoolsForZip(z.zip).districts[0];
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
