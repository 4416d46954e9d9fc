// Free-text preferred areas → bundled ZIP rows, and how their typical home values (Zillow ZHVI) sit
// against a budget. Only figures from the bundled tables; a ZIP without a value is counted as such.
import type { AiSource } from '@bluebonnet/contracts';
import type { ReferenceData, ZipMarket } from '../../reference-data/index';
import { budgetPosition, type BudgetBounds } from './budget';
import { median } from './median';

export type AreaLabel = {
  input: string;
  label: string;
  kind: string;
  zipCount: number;
  approximate: boolean;
  note: string | null;
};

export type ResolvedAreas = {
  query: string;
  areas: AreaLabel[];
  unresolved: string[];
  cities: string[];
  rows: ZipMarket[];
};

const NO_AREAS: ResolvedAreas = { query: '', areas: [], unresolved: [], cities: [], rows: [] };

export function resolveAreas(ref: ReferenceData, text: string | null | undefined): ResolvedAreas {
  const query = text?.trim() ?? '';
  if (!query) return NO_AREAS;
  const found = ref.findZipsForArea(query);
  return {
    query,
    areas: found.matches.map((m) => ({
      input: m.input,
      label: m.label,
      kind: m.kind,
      zipCount: m.zips.length,
      approximate: m.approximate,
      note: m.note,
    })),
    unresolved: found.unresolved,
    cities: found.cities,
    rows: ref.zipMarkets(found.zips),
  };
}

export type BudgetFit = { inside: ZipMarket[]; below: ZipMarket[]; above: ZipMarket[]; noValue: ZipMarket[] };

export function budgetFit(rows: readonly ZipMarket[], bounds: BudgetBounds): BudgetFit {
  const fit: BudgetFit = { inside: [], below: [], above: [], noValue: [] };
  for (const row of rows) {
    if (!row.homeValue) fit.noValue.push(row);
    else fit[budgetPosition(row.homeValue.zhvi, bounds)].push(row);
  }
  return fit;
}

export type ValueSpread = { min: number; max: number; median: number; asOf: string; count: number };

/** Lowest, highest and median typical value of the rows that have one. */
export function valueSpread(rows: readonly ZipMarket[]): ValueSpread | null {
  const valued = rows.filter((r) => r.homeValue);
  const values = valued.map((r) => r.homeValue!.zhvi);
  const mid = median(values);
  if (mid === null) return null;
  const asOf =
    valued
      .map((r) => r.homeValue!.asOf)
      .sort()
      .at(-1) ?? '';
  return { min: Math.min(...values), max: Math.max(...values), median: mid, asOf, count: values.length };
}

/** '75034 Frisco'. */
export const zipLabel = (row: Pick<ZipMarket, 'zip' | 'city'>) => `${row.zip} ${row.city}`;

/** Redfin figures are quoted only when the table does not flag them (few sales, one property type). */
export const trustedSales = (row: ZipMarket) => (row.sales && !row.sales.caution ? row.sales : null);

/** The bundled sources behind the rows, each once. */
export function rowSources(rows: readonly ZipMarket[]): AiSource[] {
  const seen = new Map<string, AiSource>();
  for (const s of rows.flatMap((r) => r.sources)) if (!seen.has(s.name)) seen.set(s.name, s);
  return [...seen.values()];
}
