// Reference data. Engines take a ReferenceData: bundledReferenceData() in the app, referenceDataFrom(tables)
// in tests. The lookups below it are the bundled tables' own (apps/server/data/): synchronous after a
// lazy, cached first load.
export { bundledReferenceData, type ReferenceData } from './reference-data';
export { referenceDataFrom, type ReferenceTables } from './reference-data-from';
export { findZipsForArea } from './area.resolver';
export { cityHomeValues, cityNames, metroSummary } from './city-metro.lookup';
export { zipDemographics } from './demographics.lookup';
export { latestMortgageRate, mortgageRateSeries, taxRatesFor } from './rates.lookup';
export { referenceDataDir } from './reference-data.loader';
export { referenceTables, referenceTableInfo, sourceById, sourceFor, sourcesFor } from './reference-sources';
export { campusesForDistrict, districtRating, schoolsForZip } from './schools.lookup';
export {
  allZipMarkets,
  fairMarketRent,
  normalizeZip,
  SMALL_SALES_COUNT,
  zipMarket,
  zipMarkets,
} from './zip-market.lookup';
export type * from './community.types';
export type * from './market.types';
export type * from './reference-data.types';
