/** The bundled tables in apps/server/data/ (one JSON file each, built by scripts/build-reference-data.mjs). */
export type ReferenceTable =
  | 'zip-market'
  | 'city-home-values'
  | 'metro-market'
  | 'school-districts'
  | 'school-campuses'
  | 'tax-rates'
  | 'mortgage-rates'
  | 'zip-demographics';

/** One publisher's data set behind a table, as written by the build script. */
export type TableSource = {
  id: string;
  short: string;
  name: string;
  publisher: string;
  url: string;
  terms: string;
  asOf: string;
  via?: string;
  note?: string;
};

export type TableInfo = {
  table: ReferenceTable;
  title: string;
  citation: string;
  asOf: string;
  sources: TableSource[];
  notes: string[];
};
