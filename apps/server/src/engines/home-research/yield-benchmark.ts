// What gross rent yield is usual where a home sits, from the same tables as the listing's own yield:
// the ZIP's typical home (rent × 12 ÷ Zillow's typical value) and the spread of that figure across the
// metro's ZIPs. A yield is then described against these, never called "high" on a fixed scale.
import type { ReferenceData, ZipMarket } from '../../reference-data/index';
import { median } from './median';

/** The rent a yield is computed from: Zillow's typical rent for the ZIP, or HUD's for a bedroom count. */
export type RentBasis = { kind: 'zori' } | { kind: 'fmr'; bedrooms: number };

/** A ZIP's typical home on HUD's table: 3 bedrooms, as the market insights quote its rent. */
export const TYPICAL_HOME_BASIS: RentBasis = { kind: 'fmr', bedrooms: 3 };

export type YieldSpread = { area: string; count: number; q1: number; median: number; q3: number };

/** Below this many ZIPs with both figures, a metro's spread is not quoted. */
const MIN_ZIPS = 8;
/** Airport, hospital and PO-box ZIPs are not rental markets. */
const RESIDENTIAL_POPULATION = 1000;

/** Gross yield in percent (12 × monthly rent ÷ price × 100), exact; null without both figures. */
export function grossYieldPct(monthlyRent: number | null | undefined, price: number | null | undefined): number | null {
  if (!monthlyRent || !price || price <= 0) return null;
  return ((monthlyRent * 12) / price) * 100;
}

export function monthlyRentFor(ref: ReferenceData, row: ZipMarket, basis: RentBasis): number | null {
  if (basis.kind === 'zori') return row.rent?.zori ?? null;
  return ref.fairMarketRent(row.zip, basis.bedrooms)?.monthlyRent ?? null;
}

/** The yield of the ZIP's typical home on this rent basis. */
export function zipTypicalYieldPct(ref: ReferenceData, row: ZipMarket, basis: RentBasis): number | null {
  return grossYieldPct(monthlyRentFor(ref, row, basis), row.homeValue?.zhvi);
}

function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

const areaName = (row: ZipMarket) => (row.inDfw ? 'DFW' : row.metro ? `the ${row.metro} metro` : 'Texas');

// Computed once per table and basis: the same few thousand rows serve every listing of a search.
const spreads = new WeakMap<ReferenceData, Map<string, YieldSpread | null>>();

/** Quartiles of the typical-home yield across the ZIPs of the row's metro (all Texas outside a metro). */
export function metroYieldSpread(ref: ReferenceData, row: ZipMarket, basis: RentBasis): YieldSpread | null {
  const key = `${row.inDfw ? 'dfw' : (row.cbsa ?? 'tx')}|${basis.kind === 'zori' ? 'zori' : `fmr${basis.bedrooms}`}`;
  let cache = spreads.get(ref);
  if (!cache) spreads.set(ref, (cache = new Map()));
  if (cache.has(key)) return cache.get(key)!;
  const peers = ref
    .allZipMarkets({ dfwOnly: row.inDfw })
    .filter((r) => (row.inDfw || r.cbsa === row.cbsa) && (r.population ?? 0) >= RESIDENTIAL_POPULATION);
  const yields = peers
    .map((r) => zipTypicalYieldPct(ref, r, basis))
    .filter((y): y is number => y !== null)
    .sort((a, b) => a - b);
  const spread =
    yields.length < MIN_ZIPS
      ? null
      : {
          area: areaName(row),
          count: yields.length,
          q1: quantile(yields, 0.25),
          median: median(yields)!,
          q3: quantile(yields, 0.75),
        };
  cache.set(key, spread);
  return spread;
}
