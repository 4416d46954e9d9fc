import type { AiSource } from '@bluebonnet/contracts';
import { formatPlaceName } from '@bluebonnet/domain';
import { normalizePlace } from './area-names';
import type { DistrictRating, SchoolCampus, SchoolLevel, SchoolsForZip, TeaRating } from './community.types';
import { decodeRows, flag, lazy, loadTable, numOrNull, text, textOrNull, type Cell } from './reference-data.loader';
import { sourceFor } from './reference-sources';
import { normalizeZip } from './zip-market.lookup';

// prettier-ignore
const DISTRICT_COLUMNS = [
  'districtId', 'name', 'county', 'rating', 'score', 'achievementScore', 'progressScore', 'closingGapsScore',
  'students', 'pctEconDisadvantaged', 'charter',
] as const;
// prettier-ignore
const CAMPUS_COLUMNS = [
  'campusId', 'name', 'districtId', 'districtName', 'county', 'gradeType', 'gradeSpan', 'rating', 'score',
  'students', 'pctEconDisadvantaged', 'charter', 'zip', 'city', 'lat', 'lng',
] as const;

const RATINGS: readonly TeaRating[] = [
  'A',
  'B',
  'C',
  'D',
  'F',
  'Not Rated',
  'Not Rated: SB 1365',
  'Not Rated: Data Under Review',
];
const MEANINGS: Record<TeaRating, string> = {
  A: 'A: exemplary performance (scaled score 90-100).',
  B: 'B: recognized performance (scaled score 80-89).',
  C: 'C: acceptable performance (scaled score 70-79).',
  D: 'D: in need of improvement (scaled score 60-69).',
  F: 'F: unacceptable performance (scaled score below 60).',
  'Not Rated': 'Not rated by TEA in 2022 (e.g. too few students or an alternative campus).',
  'Not Rated: SB 1365':
    'Not rated under Senate Bill 1365: in 2022 a campus or district that would have received a D or F (score below 70) was labelled Not Rated instead.',
  'Not Rated: Data Under Review': 'Not rated in 2022 while TEA reviewed its data.',
};
const LEVELS: Record<string, SchoolLevel> = { E: 'elementary', M: 'middle', S: 'high', B: 'elementary-secondary' };

// TEA publishes names in capitals ("MCKINNEY ISD"); they are stored as a Texan writes them.
const placeOrNull = (name: string | null) => (name === null ? null : formatPlaceName(name));

const toRating = (cell: Cell): TeaRating => RATINGS.find((r) => r === cell) ?? 'Not Rated';

const districts = lazy(() =>
  decodeRows('school-districts', DISTRICT_COLUMNS).map((r): DistrictRating => {
    const rating = toRating(r.rating);
    return {
      districtId: text(r.districtId),
      name: formatPlaceName(text(r.name)),
      county: text(r.county),
      rating,
      ratingMeaning: MEANINGS[rating],
      score: numOrNull(r.score),
      achievementScore: numOrNull(r.achievementScore),
      progressScore: numOrNull(r.progressScore),
      closingGapsScore: numOrNull(r.closingGapsScore),
      students: numOrNull(r.students),
      pctEconDisadvantaged: numOrNull(r.pctEconDisadvantaged),
      charter: flag(r.charter),
      asOf: loadTable('school-districts').asOf,
      source: sourceFor('school-districts'),
    };
  }),
);

const campuses = lazy(() =>
  decodeRows('school-campuses', CAMPUS_COLUMNS).map((r): SchoolCampus => {
    const rating = toRating(r.rating);
    return {
      campusId: text(r.campusId),
      name: formatPlaceName(text(r.name)),
      districtId: text(r.districtId),
      districtName: formatPlaceName(text(r.districtName)),
      county: text(r.county),
      level: LEVELS[text(r.gradeType)] ?? 'elementary-secondary',
      gradeSpan: text(r.gradeSpan),
      rating,
      ratingMeaning: MEANINGS[rating],
      score: numOrNull(r.score),
      students: numOrNull(r.students),
      pctEconDisadvantaged: numOrNull(r.pctEconDisadvantaged),
      charter: flag(r.charter),
      zip: textOrNull(r.zip),
      city: placeOrNull(textOrNull(r.city)),
      lat: numOrNull(r.lat),
      lng: numOrNull(r.lng),
    };
  }),
);

/** "Frisco", "Frisco ISD", "Frisco Independent School District" → the same key. */
function districtKey(name: string): string {
  return normalizePlace(name)
    .replace(/\bconsolidated independent school district\b/, 'cisd')
    .replace(/\bindependent school district\b/, 'isd')
    .replace(/\bschool district\b/, 'isd');
}

const LEVEL_ORDER: SchoolLevel[] = ['elementary', 'middle', 'high', 'elementary-secondary'];

export type SchoolTables = {
  districts: () => readonly DistrictRating[];
  campuses: () => readonly SchoolCampus[];
  sources: () => AiSource[];
};

/** District and campus lookups over any district and campus rows: the bundled TEA tables, or a test's few. */
export function schoolLookups(tables: SchoolTables) {
  const districtIndex = lazy(() => {
    const index = new Map<string, DistrictRating>();
    // Charters first so an ISD of the same name wins the shared key.
    for (const d of [...tables.districts()].sort((a, b) => Number(b.charter) - Number(a.charter))) {
      const key = districtKey(d.name);
      index.set(key, d);
      index.set(key.replace(/ c?isd$/, ''), d);
    }
    return index;
  });

  /** TEA 2022 rating of a DFW district or charter by name ("Frisco ISD", "frisco"); null when not found. */
  function districtRating(name: string): DistrictRating | null {
    const key = districtKey(name);
    return districtIndex().get(key) ?? districtIndex().get(key.replace(/ c?isd$/, '')) ?? null;
  }

  /** Campuses of a district, best score first. */
  function campusesForDistrict(name: string): SchoolCampus[] {
    const district = districtRating(name);
    if (!district) return [];
    return tables
      .campuses()
      .filter((c) => c.districtId === district.districtId)
      .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.name.localeCompare(b.name));
  }

  /** Rated campuses whose (2013) address is in the ZIP, with their districts' ratings. */
  function schoolsForZip(zip: string): SchoolsForZip {
    const key = normalizeZip(zip) ?? zip.trim();
    const found = tables
      .campuses()
      .filter((c) => c.zip === key)
      .sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level) || a.name.localeCompare(b.name));
    const districtIds = [...new Set(found.map((c) => c.districtId))];
    return {
      zip: key,
      campuses: found,
      districts: tables.districts().filter((d) => districtIds.includes(d.districtId)),
      notes: [
        'Campus addresses are from 2013 (NCES): campuses opened since are missing, and a ZIP does not decide school attendance zones.',
        'Ratings are TEA 2022; check TEA or the district for newer ratings and attendance boundaries.',
      ],
      sources: tables.sources(),
    };
  }

  return { districtRating, campusesForDistrict, schoolsForZip };
}

export const { districtRating, campusesForDistrict, schoolsForZip } = schoolLookups({
  districts,
  campuses,
  sources: () => [sourceFor('school-campuses'), sourceFor('school-districts')],
});
