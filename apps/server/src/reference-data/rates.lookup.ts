import type { AiSource } from '@bluebonnet/contracts';
import { normalizePlace, placeVariants } from './area-names';
import type { TaxEntityType, TaxRate, TaxRateLookup } from './community.types';
import type { MortgageRate, ZipMarket } from './market.types';
import { decodeRows, lazy, loadTable, numOrNull, text } from './reference-data.loader';
import { sourceFor } from './reference-sources';
import { allZipMarkets } from './zip-market.lookup';

const TAX_COLUMNS = ['county', 'entityType', 'entity', 'taxYear', 'ratePer100', 'pageUrl'] as const;
const ENTITY_TYPES: readonly TaxEntityType[] = [
  'city',
  'county',
  'school_district',
  'junior_college',
  'hospital_district',
];
const COUNTY_WIDE: readonly TaxEntityType[] = ['county', 'junior_college', 'hospital_district'];

/** Latest year per taxing unit (per county, since a unit's rows are listed under each county it spans). */
const taxUnits = lazy(() => {
  const pageUrls = (loadTable('tax-rates') as { pageUrls?: string[] }).pageUrls ?? [];
  const units = new Map<string, TaxRate>();
  for (const r of decodeRows('tax-rates', TAX_COLUMNS)) {
    const entityType = ENTITY_TYPES.find((t) => t === r.entityType);
    const taxYear = numOrNull(r.taxYear);
    const ratePer100 = numOrNull(r.ratePer100);
    if (!entityType || taxYear === null || ratePer100 === null) continue;
    const key = `${text(r.county)}|${text(r.entity)}`;
    const unit = units.get(key) ?? {
      county: text(r.county),
      entityType,
      entity: text(r.entity),
      taxYear,
      ratePer100,
      pageUrl: '',
      history: [],
    };
    unit.history.push({ taxYear, ratePer100 });
    if (taxYear >= unit.taxYear)
      Object.assign(unit, { taxYear, ratePer100, pageUrl: pageUrls[numOrNull(r.pageUrl) ?? -1] ?? '' });
    units.set(key, unit);
  }
  for (const u of units.values()) u.history.sort((a, b) => a.taxYear - b.taxYear);
  return [...units.values()];
});

const unitName = (u: TaxRate) => normalizePlace(u.entity.replace(/\((?:town|city|village)\)/i, ''));
/** "Grapevine-Colleyville ISD" serves both Grapevine and Colleyville. */
const isdPlaces = (u: TaxRate) => {
  const base = u.entity.replace(/\s+c?isd$/i, '');
  return [normalizePlace(base), ...base.split('-').map(normalizePlace)];
};
const typeOrder = (u: TaxRate) => ENTITY_TYPES.indexOf(u.entityType);

export type TaxTables = {
  units: () => readonly TaxRate[];
  /** For the counties a city's ZIPs lie in. */
  zips: () => readonly ZipMarket[];
  notes: () => readonly string[];
  source: () => AiSource;
};

/** Tax-rate lookups over any taxing units: the bundled Comptroller table, or a test's few. */
export function taxLookup(tables: TaxTables) {
  /** Normalized city name → the primary counties of its ZIPs (USPS, Zillow and alternate names alike). */
  const cityCounties = lazy(() => {
    const index = new Map<string, { name: string; counties: Set<string> }>();
    for (const z of tables.zips()) {
      for (const name of [z.city, ...z.otherCityNames]) {
        const key = normalizePlace(name);
        const entry = index.get(key) ?? { name, counties: new Set<string>() };
        index.set(key, { name: entry.name, counties: entry.counties.add(z.county) });
      }
    }
    return index;
  });

  /**
   * Latest bundled tax rates for a DFW city ("Frisco"), county ("Collin County") or ISD ("Frisco ISD").
   * A city gets its own rate, ISDs named after it, and its counties' county-wide units (only `options.county`'s
   * when given, e.g. the county of the property); `gaps` lists what the bundled table lacks, so an answer never
   * presents a partial sum as a total.
   */
  function taxRatesFor(cityOrCounty: string, options: { county?: string } = {}): TaxRateLookup {
    const variants = placeVariants(cityOrCounty);
    const name = (variants.at(-1) ?? '').replace(/^(?:city|town) of /, '');
    const units = tables.units();
    const tableCounties = [...new Set(units.map((u) => u.county))];
    const countyName = /^(.+?) county$/.exec(name)?.[1] ?? null;
    const isd = /\bc?isd$/.test(name) ? name.replace(/ c?isd$/, '') : null;
    const city = cityCounties().get(name);
    const bareCounty = !countyName && !isd && !city ? tableCounties.find((c) => normalizePlace(c) === name) : undefined;

    let rates: TaxRate[];
    const gaps: string[] = [];
    const notes = [...tables.notes()];
    if (countyName || bareCounty) {
      const county = bareCounty ?? tableCounties.find((c) => normalizePlace(c) === countyName);
      rates = county ? units.filter((u) => u.county === county) : [];
    } else if (isd) {
      rates = units.filter((u) => u.entityType === 'school_district' && isdPlaces(u)[0] === isd);
    } else {
      const only = options.county ? normalizePlace(options.county).replace(/ county$/, '') : null;
      const counties = [...(city?.counties ?? [])].sort().filter((c) => !only || normalizePlace(c) === only);
      const own = units.filter((u) => u.entityType === 'city' && unitName(u) === name);
      const isds = units.filter(
        (u) =>
          u.entityType === 'school_district' && isdPlaces(u).includes(name) && (!only || counties.includes(u.county)),
      );
      const countyWide = units.filter((u) => COUNTY_WIDE.includes(u.entityType) && counties.includes(u.county));
      rates = [...own, ...isds, ...countyWide];
      if (name && !own.length) gaps.push(`City of ${city?.name ?? cityOrCounty.trim()}`);
      for (const c of counties)
        if (!countyWide.some((u) => u.county === c && u.entityType === 'county')) gaps.push(`${c} County`);
      if (!isds.length) gaps.push('School district (not named after the city; look it up by ISD name)');
      notes.push(
        'A city is often served by several ISDs; only those named after it are listed. Look others up by ISD name.',
      );
    }
    rates.sort(
      (a, b) => typeOrder(a) - typeOrder(b) || a.entity.localeCompare(b.entity) || a.county.localeCompare(b.county),
    );
    return { query: cityOrCounty, rates, gaps, notes, source: tables.source() };
  }

  return taxRatesFor;
}

export const taxRatesFor = taxLookup({
  units: taxUnits,
  zips: () => allZipMarkets(),
  notes: () => loadTable('tax-rates').notes,
  source: () => sourceFor('tax-rates'),
});

type MortgageData = {
  latest: { date: string; ratePct: number };
  yearAgo: { date: string; ratePct: number } | null;
  low52w: number;
  high52w: number;
  series: [string, number][];
};
const mortgage = lazy(() => loadTable('mortgage-rates').data as MortgageData);

/** Freddie Mac's latest weekly 30-year fixed rate in the bundled table, with its date. */
export function latestMortgageRate(): MortgageRate {
  const { latest, yearAgo, low52w, high52w } = mortgage();
  return { ratePct: latest.ratePct, date: latest.date, yearAgo, low52w, high52w, source: sourceFor('mortgage-rates') };
}

/** The last 52 weekly 30-year rates, oldest first. */
export function mortgageRateSeries(): { date: string; ratePct: number }[] {
  return mortgage().series.map(([date, ratePct]) => ({ date, ratePct }));
}
