import {
  CITY_GROUPS,
  DFW_METRO_ALIASES,
  DIRECTIONS,
  editDistance,
  NEIGHBORHOOD_ZIPS,
  normalizePlace,
  placeVariants,
  splitAreaList,
} from './area-names';
import { cityNames } from './city-metro.lookup';
import type { AreaMatch, AreaResolution, DistrictRating, SchoolCampus } from './community.types';
import type { ZipMarket } from './market.types';
import { lazy } from './reference-data.loader';
import { campusesForDistrict, districtRating } from './schools.lookup';
import { allZipMarkets, zipMarket } from './zip-market.lookup';

/** The lookups the resolver reads: the bundled tables', or those over a test's few rows. */
export type AreaTables = {
  allZipMarkets(options?: { dfwOnly?: boolean }): ZipMarket[];
  zipMarket(zip: string): ZipMarket | null;
  cityNames(): string[];
  districtRating(name: string): DistrictRating | null;
  campusesForDistrict(name: string): SchoolCampus[];
};

type Place = { name: string; zips: ZipMarket[]; inDfw: boolean };
type Places = AreaTables & { cities: Map<string, Place>; counties: Map<string, Place> };

const byZip = (a: ZipMarket, b: ZipMarket) => a.zip.localeCompare(b.zip);

function addTo(index: Map<string, Place>, name: string, zip: ZipMarket) {
  const key = normalizePlace(name);
  const place = index.get(key) ?? { name, zips: [], inDfw: false };
  if (!place.zips.includes(zip)) place.zips.push(zip);
  place.inDfw ||= zip.inDfw;
  index.set(key, place);
}

function placeIndexes(tables: AreaTables): Pick<Places, 'cities' | 'counties'> {
  const cities = new Map<string, Place>();
  const counties = new Map<string, Place>();
  for (const z of tables.allZipMarkets()) {
    addTo(cities, z.city, z);
    for (const alt of z.otherCityNames) addTo(cities, alt, z);
    addTo(counties, z.county, z); // primary county only: a ZIP is listed once
  }
  for (const p of [...cities.values(), ...counties.values()]) p.zips.sort(byZip);
  // DFW cities Zillow tracks that have no ZIP named after them (e.g. Westlake) still resolve, with no ZIPs.
  for (const name of tables.cityNames())
    if (!cities.has(normalizePlace(name))) cities.set(normalizePlace(name), { name, zips: [], inDfw: true });
  return { cities, counties };
}

const match = (
  input: string,
  kind: AreaMatch['kind'],
  label: string,
  zips: ZipMarket[],
  extra: Partial<AreaMatch> = {},
): AreaMatch => ({
  input,
  kind,
  label,
  zips: zips.map((z) => z.zip),
  city: null,
  county: null,
  approximate: false,
  note: null,
  ...extra,
});

/** The county holding most of the ZIPs' residents (Frisco → Collin, although two of its ZIPs are in Denton). */
function mainCounty(zips: readonly ZipMarket[]): string | null {
  const people = new Map<string, number>();
  for (const z of zips) people.set(z.county, (people.get(z.county) ?? 0) + (z.population ?? 0));
  return [...people.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function cityMatch(input: string, place: Place, extra: Partial<AreaMatch> = {}): AreaMatch {
  const note = place.zips.length ? null : `${place.name} has no ZIP code of its own in the bundled ZIP table.`;
  return match(input, 'city', place.name, place.zips, {
    city: place.name,
    county: mainCounty(place.zips),
    note,
    ...extra,
  });
}

/** Below this many residents a ZIP is an airport, hospital or PO-box ZIP: not part of "north Dallas". */
const RESIDENTIAL_ZIP_POPULATION = 1000;

function directionMatch(p: Places, input: string, word: string, rest: string): AreaMatch | null {
  const dir = DIRECTIONS[word];
  const place = p.cities.get(rest);
  if (!dir || !place) return null;
  const located = place.zips.filter(
    (z) => z.lat !== null && z.lng !== null && (z.population ?? 0) >= RESIDENTIAL_ZIP_POPULATION,
  );
  if (located.length < 3) return null;
  // Rank the city's ZIPs along the direction and keep the outer third: "south Dallas" should not reach Uptown.
  const lat0 = located.reduce((s, z) => s + z.lat!, 0) / located.length;
  const lngScale = Math.cos((lat0 * Math.PI) / 180);
  const along = (z: ZipMarket) => (z.lat! - lat0) * (dir.lat ?? 0) + z.lng! * lngScale * (dir.lng ?? 0);
  const zips = [...located]
    .sort((a, b) => along(b) - along(a))
    .slice(0, Math.ceil(located.length / 3))
    .sort(byZip);
  const label = `${dir.label[0]!.toUpperCase()}${dir.label.slice(1)} ${place.name}`;
  const note = `Approximation: the third of ${place.name}'s residential ZIPs lying farthest ${dir.label}.`;
  return match(input, 'direction', label, zips, {
    city: place.name,
    county: mainCounty(zips),
    approximate: true,
    note,
  });
}

function fuzzyCity(p: Places, input: string, key: string): AreaMatch | null {
  if (key.length < 4) return null;
  const max = key.length >= 8 ? 2 : 1;
  let best: { place: Place; d: number }[] = [];
  // DFW names only: a typo should not land on a far-away town ("Atlantis" is not Atlanta, TX).
  for (const [name, place] of p.cities) {
    if (!place.inDfw) continue;
    const d = editDistance(key, name, max);
    if (d > max) continue;
    if (!best.length || d < best[0]!.d) best = [{ place, d }];
    else if (d === best[0]!.d) best.push({ place, d });
  }
  const pick = best.length === 1 ? best[0] : undefined;
  if (!pick) return null;
  return cityMatch(input, pick.place, {
    kind: 'fuzzy-city',
    approximate: true,
    note: `Read "${input}" as ${pick.place.name}.`,
  });
}

/** One piece of the query ("north Dallas", "Collin County", "75024") → its matches (several for "HEB"). */
function resolvePart(p: Places, input: string): AreaMatch[] {
  const single = resolveSingle(p, input);
  if (single) return [single];
  for (const v of placeVariants(input)) {
    const group = CITY_GROUPS[v];
    if (!group) continue;
    const places = group.cities
      .map((c) => p.cities.get(normalizePlace(c)))
      .filter((place): place is Place => place !== undefined);
    return places.map((place) => cityMatch(input, place, { note: `${group.label}: ${group.cities.join(', ')}.` }));
  }
  const last = placeVariants(input).at(-1);
  const fuzzy = last ? fuzzyCity(p, input, last) : null;
  return fuzzy ? [fuzzy] : [];
}

function resolveSingle(p: Places, input: string): AreaMatch | null {
  const { cities, counties } = p;
  const variants = placeVariants(input);
  for (const v of variants) {
    if (DFW_METRO_ALIASES.has(v)) {
      return match(input, 'metro', 'Dallas-Fort Worth metro', p.allZipMarkets({ dfwOnly: true }).sort(byZip), {
        note: 'DFW CBSA 19100 ZIPs.',
      });
    }
    const hood = NEIGHBORHOOD_ZIPS[v];
    if (hood) {
      const zips = hood.zips.map(p.zipMarket).filter((z): z is ZipMarket => z !== null);
      const note = 'Neighbourhood lines do not follow ZIP lines: these ZIPs mostly cover it.';
      return match(input, 'neighborhood', hood.label, zips, {
        city: hood.city,
        county: mainCounty(zips),
        approximate: true,
        note,
      });
    }
    const county = /^(.+?) (?:county|co)$/.exec(v)?.[1];
    if (county && counties.has(county)) {
      const place = counties.get(county)!;
      return match(input, 'county', `${place.name} County`, place.zips, { county: place.name });
    }
    if (/ c?isd$|independent school district$/.test(v)) {
      const district = p.districtRating(v);
      if (district) {
        const zips = [...new Set(p.campusesForDistrict(district.name).map((c) => c.zip))].filter(
          (z): z is string => z !== null,
        );
        const rows = zips
          .map(p.zipMarket)
          .filter((z): z is ZipMarket => z !== null)
          .sort(byZip);
        const note = "ZIPs holding the district's campuses (2013 addresses); attendance zones do not follow ZIP lines.";
        return match(input, 'school-district', district.name, rows, {
          county: district.county,
          approximate: true,
          note,
        });
      }
    }
    const city = cities.get(v);
    const bareCounty = counties.get(v);
    // "Dallas", "Rockwall", "Kaufman": the city, unless only the county is in DFW ("Hunt" is also a Hill Country town).
    if (city && (city.inDfw || !bareCounty?.inDfw)) return cityMatch(input, city);
    if (bareCounty)
      return match(input, 'county', `${bareCounty.name} County`, bareCounty.zips, { county: bareCounty.name });
    const [word, ...rest] = v.split(' ');
    const direction = rest.length ? directionMatch(p, input, word!, rest.join(' ')) : null;
    if (direction) return direction;
  }
  return null;
}

/**
 * Resolves free text such as "Frisco", "Plano, TX", "75034", "Southlake or Keller", "north Dallas",
 * "Collin County" or "Frisco ISD" to Texas ZIPs. Case-insensitive; lists may be separated by commas, slashes,
 * "and", "or". Pieces it cannot place are returned in `unresolved`, never guessed.
 */
function resolveAreaText(p: Places, text: string): AreaResolution {
  const matches: AreaMatch[] = [];
  const unresolved: string[] = [];
  // ZIPs first, so "Fort Worth 76109" yields both the ZIP and the city.
  const rest = text.replace(/\b(\d{5})(?:-\d{4})?\b/g, (_, zip: string) => {
    const row = p.zipMarket(zip);
    if (row) matches.push(match(zip, 'zip', `${row.zip} ${row.city}`, [row], { city: row.city, county: row.county }));
    else unresolved.push(zip);
    return ',';
  });
  for (const part of splitAreaList(rest)) {
    const variants = placeVariants(part);
    if (!variants.length || variants.every((v) => /^(?:tx|texas|usa?)?$/.test(v))) continue;
    const found = resolveWithHyphens(p, part);
    if (found.length) matches.push(...found);
    else unresolved.push(part);
  }
  const zips = [...new Set(matches.flatMap((m) => m.zips))].sort();
  const cities = [
    ...new Set(matches.filter((m) => m.kind !== 'county' && m.kind !== 'metro' && m.city).map((m) => m.city!)),
  ];
  return { query: text, matches, unresolved, zips, cities };
}

/** "Hurst-Euless-Bedford" → three cities when the whole does not resolve but every piece does. */
function resolveWithHyphens(p: Places, part: string): AreaMatch[] {
  const whole = resolvePart(p, part);
  if (whole.length) return whole;
  const pieces = part.split(/\s*-\s*/).filter(Boolean);
  if (pieces.length < 2) return [];
  const found = pieces.map((piece) => resolvePart(p, piece));
  return found.every((m) => m.length) ? found.flat() : [];
}

/** The area resolver over any tables; the place indexes are built on first use. */
export function areaResolver(tables: AreaTables): (text: string) => AreaResolution {
  const indexes = lazy(() => placeIndexes(tables));
  return (text) => resolveAreaText({ ...tables, ...indexes() }, text);
}

export const findZipsForArea = areaResolver({
  allZipMarkets,
  zipMarket,
  cityNames,
  districtRating,
  campusesForDistrict,
});
