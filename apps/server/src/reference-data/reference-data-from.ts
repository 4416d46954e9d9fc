// A ReferenceData over a few rows held in memory, for tests: the same lookup rules as the bundled
// tables (area resolution, HUD's 5+ bedroom rent, tax-rate gaps), only over the rows given.
import type { AiSource } from '@bluebonnet/contracts';
import { areaResolver } from './area.resolver';
import { cityMetroLookups } from './city-metro.lookup';
import type { DistrictRating, SchoolCampus, TaxRate, ZipDemographics } from './community.types';
import { demographicsLookup } from './demographics.lookup';
import type { CityHomeValues, MetroSummary, MortgageRate, ZipMarket } from './market.types';
import { taxLookup } from './rates.lookup';
import type { ReferenceData } from './reference-data';
import type { ReferenceTable } from './reference-data.types';
import { schoolLookups } from './schools.lookup';
import { zipMarketLookups } from './zip-market.lookup';

export type ReferenceTables = {
  zipMarkets?: readonly ZipMarket[];
  cities?: readonly CityHomeValues[];
  metros?: readonly MetroSummary[];
  districts?: readonly DistrictRating[];
  campuses?: readonly SchoolCampus[];
  taxRates?: readonly TaxRate[];
  taxNotes?: readonly string[];
  demographics?: readonly ZipDemographics[];
  mortgageRate?: MortgageRate | null;
  mortgageRateSeries?: readonly { date: string; ratePct: number }[];
  /** Citations by table; a table without one is cited as a test table. */
  sources?: Partial<Record<ReferenceTable, AiSource>>;
};

/** referenceDataFrom({ zipMarkets: [row] }): only these rows exist; every other table is empty. */
export function referenceDataFrom(tables: ReferenceTables): ReferenceData {
  const sourceFor = (table: ReferenceTable): AiSource =>
    tables.sources?.[table] ?? { name: `Test ${table} table`, kind: 'demo' };
  const zips = zipMarketLookups(
    () => tables.zipMarkets ?? [],
    () => sourceFor('zip-market'),
  );
  const cityMetro = cityMetroLookups({ cities: () => tables.cities ?? [], metros: () => tables.metros ?? [] });
  const schools = schoolLookups({
    districts: () => tables.districts ?? [],
    campuses: () => tables.campuses ?? [],
    sources: () => [sourceFor('school-campuses'), sourceFor('school-districts')],
  });
  return {
    ...zips,
    ...cityMetro,
    ...schools,
    findZipsForArea: areaResolver({ ...zips, ...cityMetro, ...schools }),
    taxRatesFor: taxLookup({
      units: () => tables.taxRates ?? [],
      zips: () => zips.allZipMarkets(),
      notes: () => tables.taxNotes ?? [],
      source: () => sourceFor('tax-rates'),
    }),
    zipDemographics: demographicsLookup(() => tables.demographics ?? []),
    latestMortgageRate: () => tables.mortgageRate ?? null,
    mortgageRateSeries: () => [...(tables.mortgageRateSeries ?? [])],
    sourceFor,
  };
}
