import type { AiSource } from '@bluebonnet/contracts';

export type TeaRating =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'F'
  | 'Not Rated'
  | 'Not Rated: SB 1365'
  | 'Not Rated: Data Under Review';

export type SchoolLevel = 'elementary' | 'middle' | 'high' | 'elementary-secondary';

export type SchoolCampus = {
  campusId: string;
  name: string;
  districtId: string;
  districtName: string;
  county: string;
  level: SchoolLevel;
  gradeSpan: string;
  rating: TeaRating;
  /** Plain-language meaning of the rating, e.g. what "Not Rated: SB 1365" implies. */
  ratingMeaning: string;
  score: number | null;
  students: number | null;
  pctEconDisadvantaged: number | null;
  charter: boolean;
  /** Location from NCES CCD 2013: null for newer campuses. */
  zip: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
};

export type DistrictRating = {
  districtId: string;
  name: string;
  county: string;
  rating: TeaRating;
  ratingMeaning: string;
  score: number | null;
  achievementScore: number | null;
  progressScore: number | null;
  closingGapsScore: number | null;
  students: number | null;
  pctEconDisadvantaged: number | null;
  charter: boolean;
  asOf: string;
  source: AiSource;
};

export type SchoolsForZip = {
  zip: string;
  campuses: SchoolCampus[];
  districts: DistrictRating[];
  notes: string[];
  sources: AiSource[];
};

export type TaxEntityType = 'city' | 'county' | 'school_district' | 'junior_college' | 'hospital_district';

export type TaxRate = {
  county: string;
  entityType: TaxEntityType;
  entity: string;
  /** Latest tax year in the bundled table for this unit. */
  taxYear: number;
  ratePer100: number;
  pageUrl: string;
  history: { taxYear: number; ratePer100: number }[];
};

export type TaxRateLookup = {
  query: string;
  rates: TaxRate[];
  /** Units a buyer would expect that the bundled table lacks, e.g. "City of Frisco". */
  gaps: string[];
  notes: string[];
  source: AiSource;
};

export type ZipDemographics = {
  zip: string;
  tractCount: number;
  medianIncome: number | null;
  renterPct: number | null;
  ownerPct: number | null;
  rentBurdenPct: number | null;
  povertyPct: number | null;
  hispanicPct: number | null;
  whitePct: number | null;
  blackPct: number | null;
  asianPct: number | null;
  medianGrossRent: number | null;
  medianHomeValue: number | null;
  /** How the tract figures were combined; quote it with the numbers. */
  method: string;
  asOf: string;
  source: AiSource;
};

export type AreaMatchKind =
  | 'zip'
  | 'city'
  | 'county'
  | 'metro'
  | 'neighborhood'
  | 'direction'
  | 'school-district'
  | 'fuzzy-city';

export type AreaMatch = {
  /** The piece of the query this match came from. */
  input: string;
  kind: AreaMatchKind;
  label: string;
  zips: string[];
  city: string | null;
  county: string | null;
  /** True when the ZIP set only approximates the place (neighborhoods, directions, typos). */
  approximate: boolean;
  note: string | null;
};

export type AreaResolution = {
  query: string;
  matches: AreaMatch[];
  unresolved: string[];
  /** Union of all matched ZIPs, sorted. */
  zips: string[];
  /** Cities named or implied by the query (not every city of a matched county). */
  cities: string[];
};
