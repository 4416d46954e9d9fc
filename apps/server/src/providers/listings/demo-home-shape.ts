// The physical side of a demo home, consistent with its price: size from the area's price per square
// foot, bedrooms and baths from size, lot and features from the property type.
import { DEMO_STREETS, DEMO_SUFFIXES } from './demo-streets';
import type { IntakePropertyType } from './listing-types';
import type { Random } from './seeded-random';

export type DemoHomeType = Exclude<IntakePropertyType, 'commercial'>;

export type HomeShape = {
  sqft: number;
  bedrooms: number;
  bathrooms: number;
  lotSizeSqft: number | null;
  yearBuilt: number;
  features: string[];
};

/** The newest build year a demo home gets (the demo carries no clock of its own). */
export const DEMO_NEWEST_YEAR = 2025;
const OLDEST_YEAR = 1962;

// [upper sqft bound, bedrooms] per type, smallest first; the last entry is the largest size.
const BEDROOMS: Record<DemoHomeType, [number, number][]> = {
  'single-family': [
    [1000, 2],
    [1600, 3],
    [2700, 4],
    [3900, 4],
    [Infinity, 5],
  ],
  townhome: [
    [1300, 2],
    [2100, 3],
    [Infinity, 4],
  ],
  condo: [
    [800, 1],
    [1350, 2],
    [Infinity, 3],
  ],
  'multi-family': [
    [1900, 4],
    [2900, 6],
    [Infinity, 8],
  ],
};

const halfRound = (n: number) => Math.round(n * 2) / 2;

function bedroomsFor(type: DemoHomeType, sqft: number, rnd: Random): number {
  const base = BEDROOMS[type].find(([upTo]) => sqft < upTo)![1];
  // A mid-size single-family home is as often a 3 as a 4.
  return type === 'single-family' && base === 4 && sqft < 2300 && rnd.chance(0.4) ? 3 : base;
}

function bathroomsFor(type: DemoHomeType, bedrooms: number, rnd: Random): number {
  if (type === 'multi-family') return bedrooms / 2 + (rnd.chance(0.5) ? 1 : 0);
  if (bedrooms <= 1) return 1;
  return Math.max(1, halfRound(bedrooms - 1 + rnd.pick([0, 0.5, 0.5, 1])));
}

function lotFor(type: DemoHomeType, sqft: number, rnd: Random): number | null {
  if (type === 'condo') return null;
  if (type === 'townhome') return Math.round(rnd.between(1800, 3600) / 10) * 10;
  const base = Math.max(5000, sqft * rnd.between(2.2, 4.2));
  return Math.round(Math.min(base, 21780) / 10) * 10; // up to half an acre
}

function featuresFor(type: DemoHomeType, sqft: number, lot: number | null, year: number, rnd: Random): string[] {
  const out: string[] = [];
  if (type !== 'condo' && rnd.chance(0.85)) out.push('garage');
  if (type === 'single-family' && rnd.chance(0.22)) out.push('pool');
  if (lot !== null && lot >= 7500) out.push('yard');
  if (type === 'single-family' && sqft < 2600 && rnd.chance(0.55)) out.push('single-story');
  if (sqft >= 2100 && rnd.chance(0.5)) out.push('home-office');
  if (year < 2010 ? rnd.chance(0.4) : rnd.chance(0.15)) out.push('updated-kitchen');
  if (type !== 'condo' && rnd.chance(0.45)) out.push('patio');
  return out;
}

export function homeShape(type: DemoHomeType, price: number, pricePerSqft: number, rnd: Random): HomeShape {
  const sqft = Math.max(550, Math.round(price / (pricePerSqft * rnd.between(0.88, 1.12)) / 10) * 10);
  const bedrooms = bedroomsFor(type, sqft, rnd);
  const yearBuilt = rnd.int(OLDEST_YEAR, DEMO_NEWEST_YEAR);
  const lotSizeSqft = lotFor(type, sqft, rnd);
  return {
    sqft,
    bedrooms,
    bathrooms: bathroomsFor(type, bedrooms, rnd),
    lotSizeSqft,
    yearBuilt,
    features: featuresFor(type, sqft, lotSizeSqft, yearBuilt, rnd),
  };
}

export function demoStreetAddress(type: DemoHomeType, rnd: Random): string {
  const street = `${rnd.int(100, 9899)} ${rnd.pick(DEMO_STREETS)} ${rnd.pick(DEMO_SUFFIXES)}`;
  return type === 'condo' ? `${street} #${rnd.int(1, 4)}${String(rnd.int(1, 24)).padStart(2, '0')}` : street;
}
