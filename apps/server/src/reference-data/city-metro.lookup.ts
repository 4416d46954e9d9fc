import { formatPlaceName } from '@bluebonnet/domain';
import { DFW_METRO_ALIASES, normalizePlace, placeVariants } from './area-names';
import type { CityHomeValues, MetroForecast, MetroMetric, MetroMetricKey, MetroSummary } from './market.types';
import { decodeRows, lazy, loadTable, numOrNull, text } from './reference-data.loader';
import { sourceFor } from './reference-sources';

const CITY_COLUMNS = ['city', 'county', 'zhvi', 'zhviDate', 'startZhvi', 'changeSinceStartPct'] as const;
const START_PERIOD = 'first month of the Zillow series for the city (not stated by the source; about January 2000)';

export type CityMetroTables = {
  cities: () => readonly CityHomeValues[];
  metros: () => readonly MetroSummary[];
};

/** City and metro lookups over any rows: the bundled Zillow tables, or a test's few. */
export function cityMetroLookups(tables: CityMetroTables) {
  const cities = lazy(() => new Map(tables.cities().map((c) => [normalizePlace(c.city), c])));
  const metros = lazy(() => new Map(tables.metros().map((m) => [normalizePlace(m.region.replace(/, TX$/, '')), m])));

  /** Zillow city-level home value for a DFW city ("Frisco", "Plano, TX", "City of Keller"); null when not covered. */
  function cityHomeValues(city: string): CityHomeValues | null {
    for (const variant of placeVariants(city)) {
      const hit = cities().get(variant) ?? cities().get(variant.replace(/^(?:city|town) of /, ''));
      if (hit) return hit;
    }
    return null;
  }

  /** Names of every DFW city in the city table. */
  function cityNames(): string[] {
    return [...cities().values()].map((c) => c.city);
  }

  /**
   * Zillow's metro summary: 'Dallas-Fort Worth', 'DFW', 'Dallas, TX' → Zillow's "Dallas, TX" (CBSA 19100);
   * also other Texas metros ('Houston', 'Austin, TX') and 'United States'. Null when unknown.
   */
  function metroSummary(name: string): MetroSummary | null {
    for (const variant of placeVariants(name)) {
      const key =
        DFW_METRO_ALIASES.has(variant) || variant === 'fort worth' ? 'dallas' : variant.replace(/ metro(plex)?$/, '');
      const found = metros().get(key);
      if (found) return found;
    }
    return null;
  }

  return { cityHomeValues, cityNames, metroSummary };
}

type MetroRecord = {
  region: string;
  metrics: Partial<Record<MetroMetricKey, MetroMetric & { series?: [string, number][] }>>;
  forecast?: MetroForecast;
};

function toMetroSummary(record: MetroRecord): MetroSummary {
  const metrics: MetroSummary['metrics'] = {};
  for (const [key, m] of Object.entries(record.metrics) as [MetroMetricKey, MetroMetric][]) {
    metrics[key] = { ...m, series: m.series ?? null };
  }
  return { region: record.region, metrics, forecast: record.forecast ?? null, source: sourceFor('metro-market') };
}

export const { cityHomeValues, cityNames, metroSummary } = cityMetroLookups({
  cities: () =>
    decodeRows('city-home-values', CITY_COLUMNS).map(
      (r): CityHomeValues => ({
        // Zillow writes "Desoto": the one place-name formatter makes it DeSoto, as the ZIP table has it.
        city: formatPlaceName(text(r.city)),
        county: text(r.county),
        zhvi: numOrNull(r.zhvi) ?? 0,
        asOf: text(r.zhviDate),
        startZhvi: numOrNull(r.startZhvi),
        startPeriod: START_PERIOD,
        changeSinceStartPct: numOrNull(r.changeSinceStartPct),
        source: sourceFor('city-home-values'),
      }),
    ),
  metros: () => ((loadTable('metro-market').records ?? []) as MetroRecord[]).map(toMetroSummary),
});
