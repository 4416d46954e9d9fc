// DFW ZIPs near the client's areas whose typical home value fits the budget: the honest answer to
// "nothing in Frisco at this price" is where there is something.
import type { ReferenceData, ZipMarket } from '../../reference-data/index';
import { budgetPosition, type BudgetBounds } from '../home-research/index';

export const NEARBY_MILES = 25;
const RESIDENTIAL_POPULATION = 1000;
const EARTH_MILES = 3958.8;

type Located = ZipMarket & { lat: number; lng: number };
const located = (r: ZipMarket): r is Located => r.lat !== null && r.lng !== null;

function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.sqrt(h));
}

export type NearbyZip = { row: ZipMarket; miles: number };

export function nearbyInBudget(
  ref: ReferenceData,
  rows: readonly ZipMarket[],
  budget: BudgetBounds,
  count = 3,
): NearbyZip[] {
  const points = rows.filter(located);
  if (!points.length) return [];
  const centre = {
    lat: points.reduce((s, r) => s + r.lat, 0) / points.length,
    lng: points.reduce((s, r) => s + r.lng, 0) / points.length,
  };
  const own = new Set(rows.map((r) => r.zip));
  return ref
    .allZipMarkets({ dfwOnly: true })
    .filter(located)
    .filter((r) => !own.has(r.zip) && (r.population ?? 0) >= RESIDENTIAL_POPULATION)
    .filter((r) => r.homeValue && budgetPosition(r.homeValue.zhvi, budget) === 'inside')
    .map((row) => ({ row, miles: miles(centre, row) }))
    .filter((n) => n.miles <= NEARBY_MILES)
    .sort((a, b) => a.miles - b.miles || a.row.zip.localeCompare(b.row.zip))
    .slice(0, count);
}
