import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../config/paths';
import type { ReferenceTable, TableInfo, TableSource } from './reference-data.types';

/** apps/server/data — shipped with the repo, so the server never needs the raw data set. */
export const referenceDataDir = path.join(serverRoot, 'data');
const FORMAT_VERSION = 1;

export type Cell = string | number | null;

type RawTable = TableInfo & {
  formatVersion: number;
  columns?: string[];
  rows?: Cell[][];
  records?: unknown[];
  data?: unknown;
};

const tables = new Map<ReferenceTable, RawTable>();

/** Reads a table once and keeps it; later calls are synchronous map lookups. */
export function loadTable(table: ReferenceTable): RawTable {
  const cached = tables.get(table);
  if (cached) return cached;
  const file = path.join(referenceDataDir, `${table}.json`);
  let parsed: RawTable;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as RawTable;
  } catch (err) {
    throw new Error(`Bundled reference data ${file} is missing or unreadable; run "npm run data:build".`, {
      cause: err,
    });
  }
  if (parsed.formatVersion !== FORMAT_VERSION || parsed.table !== table) {
    throw new Error(`Bundled reference data ${file} has an unexpected format; run "npm run data:build".`);
  }
  tables.set(table, parsed);
  return parsed;
}

/** Frozen, so one feature cannot change the figures another feature reads from the shared cache. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  if (value instanceof Map) value.forEach((v) => deepFreeze(v));
  else Object.values(value).forEach(deepFreeze);
  Object.freeze(value);
}

/** Memoises an index built from the tables, so each is built on first use only. */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      deepFreeze(value);
      built = true;
    }
    return value as T;
  };
}

/**
 * Turns a column/row table into objects keyed by the expected columns. A column the build no longer writes
 * fails loudly here rather than as silent nulls in an answer.
 */
export function decodeRows<const C extends readonly string[]>(
  table: ReferenceTable,
  expected: C,
): Record<C[number], Cell>[] {
  const raw = loadTable(table);
  const columns = raw.columns ?? [];
  const index = expected.map((name) => columns.indexOf(name));
  const missing = expected.filter((_, i) => index[i] === -1);
  if (missing.length)
    throw new Error(`Bundled table ${table} lacks columns ${missing.join(', ')}; run "npm run data:build".`);
  return (raw.rows ?? []).map((row) => {
    const out: Record<string, Cell> = {};
    expected.forEach((name, i) => (out[name] = row[index[i]!] ?? null));
    return out as Record<C[number], Cell>;
  });
}

export function tableInfo(table: ReferenceTable): TableInfo {
  const { title, citation, asOf, sources, notes } = loadTable(table);
  return { table, title, citation, asOf, sources, notes };
}

export function tableSource(table: ReferenceTable, id: string): TableSource {
  const source = loadTable(table).sources.find((s) => s.id === id);
  if (!source) throw new Error(`Bundled table ${table} has no source ${id}`);
  return source;
}

export const text = (cell: Cell): string => (cell === null ? '' : String(cell));
export const textOrNull = (cell: Cell): string | null => (cell === null || cell === '' ? null : String(cell));
export const numOrNull = (cell: Cell): number | null => (typeof cell === 'number' ? cell : null);
export const flag = (cell: Cell): boolean => cell === 1;
export const list = (cell: Cell): string[] => (typeof cell === 'string' && cell ? cell.split('|') : []);
