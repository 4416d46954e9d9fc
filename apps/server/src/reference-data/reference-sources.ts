import type { AiSource } from '@bluebonnet/contracts';
import { loadTable, tableInfo, tableSource } from './reference-data.loader';
import type { ReferenceTable, TableInfo } from './reference-data.types';

export const referenceTables: readonly ReferenceTable[] = [
  'zip-market',
  'city-home-values',
  'metro-market',
  'school-districts',
  'school-campuses',
  'tax-rates',
  'mortgage-rates',
  'zip-demographics',
];

/** The citation for an answer built from a bundled table (DESIGN.md: meta.sources). */
export function sourceFor(table: ReferenceTable): AiSource {
  const { citation, asOf } = loadTable(table);
  return { name: citation, kind: 'bundled', asOf };
}

/** One citation per publisher behind the table, each with its own as-of date. */
export function sourcesFor(table: ReferenceTable): AiSource[] {
  return loadTable(table).sources.map((s) => ({ name: s.short, kind: 'bundled', asOf: s.asOf }));
}

/** The citation for one publisher's part of a table, e.g. Redfin within zip-market. */
export function sourceById(table: ReferenceTable, id: string): AiSource {
  const s = tableSource(table, id);
  return { name: s.short, kind: 'bundled', asOf: s.asOf };
}

/** Title, sources (with terms and URLs) and notes, for an "about this data" view. */
export function referenceTableInfo(table: ReferenceTable): TableInfo {
  return tableInfo(table);
}
