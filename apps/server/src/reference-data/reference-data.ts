// One interface over the reference tables (ZIP markets and rents, schools, tax rates, mortgage rates,
// demographics, cities and metros). Engines receive a ReferenceData instead of importing the bundled
// lookups, so a test can hand an engine a tiny table and production can later swap in live data.
import type { AiSource } from '@bluebonnet/contracts';
import { findZipsForArea } from './area.resolver';
import { cityHomeValues, cityNames, metroSummary } from './city-metro.lookup';
import type {
  AreaResolution,
  DistrictRating,
  SchoolCampus,
  SchoolsForZip,
  TaxRateLookup,
  ZipDemographics,
} from './community.types';
import { zipDemographics } from './demographics.lookup';
import type { CityHomeValues, FairMarketRent, MetroSummary, MortgageRate, ZipMarket } from './market.types';
import { latestMortgageRate, mortgageRateSeries, taxRatesFor } from './rates.lookup';
import type { ReferenceTable } from './reference-data.types';
import { sourceFor } from './reference-sources';
import { campusesForDistrict, districtRating, schoolsForZip } from './schools.lookup';
import { allZipMarkets, fairMarketRent, zipMarket, zipMarkets } from './zip-market.lookup';

export type ReferenceData = {
  /** The market row of a ZIP ('75034', '75034-1234'); null when the table does not have it. */
  zipMarket(zip: string): ZipMarket | null;
  /** Rows for several ZIPs, unknown ones skipped, in the order given. */
  zipMarkets(zips: readonly string[]): ZipMarket[];
  allZipMarkets(options?: { dfwOnly?: boolean }): ZipMarket[];
  /** Free text ("north Dallas", "Frisco ISD", "75034") → ZIPs, with what could not be placed. */
  findZipsForArea(text: string): AreaResolution;
  /** HUD fair market rent for a ZIP and bedroom count. */
  fairMarketRent(zip: string, bedrooms: number): FairMarketRent | null;
  cityHomeValues(city: string): CityHomeValues | null;
  cityNames(): string[];
  metroSummary(name: string): MetroSummary | null;
  schoolsForZip(zip: string): SchoolsForZip;
  districtRating(name: string): DistrictRating | null;
  campusesForDistrict(name: string): SchoolCampus[];
  taxRatesFor(cityOrCounty: string, options?: { county?: string }): TaxRateLookup;
  zipDemographics(zip: string): ZipDemographics | null;
  latestMortgageRate(): MortgageRate | null;
  /** Weekly 30-year rates, oldest first. */
  mortgageRateSeries(): { date: string; ratePct: number }[];
  /** The citation for an answer built from a table. */
  sourceFor(table: ReferenceTable): AiSource;
};

const bundled: ReferenceData = Object.freeze({
  zipMarket,
  zipMarkets,
  allZipMarkets,
  findZipsForArea,
  fairMarketRent,
  cityHomeValues,
  cityNames,
  metroSummary,
  schoolsForZip,
  districtRating,
  campusesForDistrict,
  taxRatesFor,
  zipDemographics,
  latestMortgageRate,
  mortgageRateSeries,
  sourceFor,
});

/** The tables shipped in apps/server/data, each read on first use and kept. */
export function bundledReferenceData(): ReferenceData {
  return bundled;
}
