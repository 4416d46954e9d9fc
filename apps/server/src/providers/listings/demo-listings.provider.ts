// Demo listings built from the bundled ZIP market table: prices around each ZIP's real typical value
// (Zillow ZHVI) and inside the budget, sizes from the ZIP's price per square foot. Every listing is
// marked demo: true, source 'demo'. The same search always gives the same listings.
import { findZipsForArea, zipMarkets, type ZipMarket } from '../../reference-data/index';
import { demoStreetAddress, homeShape, type DemoHomeType } from './demo-home-shape';
import { DEFAULT_LISTING_LIMIT, type Listing, type ListingSearch, type ListingsProvider } from './listing-types';
import { hashString, seededRandom, type Random } from './seeded-random';

/** A home listed this far from the ZIP's typical value is still ordinary for the ZIP. */
const PRICE_WINDOW = [0.65, 1.5] as const;
/** Redfin medians outside this range are a data artefact, not a market. */
const PPSF_RANGE = [60, 900] as const;
/** Used only when no ZIP of the search has a trusted Redfin price per sq ft (DFW-typical order of size). */
const FALLBACK_PPSF = 200;
const MAX_ZIPS = 6;
const RESIDENTIAL_POPULATION = 1000;

const ppsfOf = (row: ZipMarket): number | null => {
  const v = row.sales && !row.sales.caution ? row.sales.medianPricePerSqft : null;
  return v !== null && v >= PPSF_RANGE[0] && v <= PPSF_RANGE[1] ? v : null;
};

/** The price window of a ZIP that is both ordinary for the ZIP and inside the budget; null when none. */
function priceWindow(row: ZipMarket, search: ListingSearch): [number, number] | null {
  const zhvi = row.homeValue?.zhvi;
  if (!zhvi) return null;
  const lo = Math.max(zhvi * PRICE_WINDOW[0], search.minPrice ?? 0);
  const hi = Math.min(zhvi * PRICE_WINDOW[1], search.maxPrice ?? Infinity);
  return lo < hi ? [lo, hi] : null;
}

/** Listing-style price: 549,900 or 550,000, never outside the window. */
function listPrice([lo, hi]: [number, number], rnd: Random): number {
  const raw = lo + (hi - lo) * ((rnd.next() + rnd.next()) / 2); // most homes near the middle
  let price = Math.max(Math.floor(raw / 1000) * 1000, Math.ceil(lo / 1000) * 1000);
  if (price > hi) price = Math.floor(hi);
  return rnd.chance(0.6) && price - 100 >= lo ? price - 100 : price;
}

function rowsFor(search: ListingSearch): ZipMarket[] {
  const zips = search.zips.length ? search.zips : search.cities.flatMap((c) => findZipsForArea(c).zips);
  return zipMarkets([...new Set(zips)]).filter((r) => (r.population ?? 0) >= RESIDENTIAL_POPULATION);
}

function homeTypeFor(search: ListingSearch, rnd: Random): DemoHomeType | null {
  if (search.propertyType === 'commercial') return null; // demo data covers homes only
  return search.propertyType ?? (rnd.chance(0.85) ? 'single-family' : 'townhome');
}

function demoListing(row: ZipMarket, window: [number, number], ppsf: number, seed: string, search: ListingSearch) {
  const rnd = seededRandom(seed);
  const type = homeTypeFor(search, rnd);
  if (!type) return null;
  const price = listPrice(window, rnd);
  const shape = homeShape(type, price, ppsf, rnd);
  if (search.minBedrooms && shape.bedrooms < search.minBedrooms) return null;
  const dom = row.sales?.medianDaysOnMarket ?? null;
  const listing: Listing = {
    id: `demo-${row.zip}-${hashString(seed).toString(36)}`,
    address: demoStreetAddress(type, rnd),
    city: row.city,
    state: 'TX',
    zip: row.zip,
    price,
    bedrooms: shape.bedrooms,
    bathrooms: shape.bathrooms,
    sqft: shape.sqft,
    propertyType: type,
    yearBuilt: shape.yearBuilt,
    lotSizeSqft: shape.lotSizeSqft,
    listedDate: null,
    daysOnMarket: dom === null ? null : Math.max(1, Math.round(dom * rnd.between(0.2, 1.8))),
    features: shape.features,
    source: 'demo',
    demo: true,
  };
  return listing;
}

/** Deterministic demo listings for the search's ZIPs (or cities), inside its budget. */
export function demoListings(search: ListingSearch): Listing[] {
  const limit = search.limit ?? DEFAULT_LISTING_LIMIT;
  const usable = rowsFor(search)
    .map((row) => ({ row, window: priceWindow(row, search) }))
    .filter((u): u is { row: ZipMarket; window: [number, number] } => u.window !== null)
    .slice(0, MAX_ZIPS);
  if (!usable.length || limit <= 0) return [];
  const known = usable.map((u) => ppsfOf(u.row)).filter((v): v is number => v !== null);
  const areaPpsf = known.length ? known.reduce((s, v) => s + v, 0) / known.length : FALLBACK_PPSF;
  const key = JSON.stringify([search.minPrice, search.maxPrice, search.propertyType, search.minBedrooms ?? null]);
  const perZip = Math.ceil(limit / usable.length);
  const out: Listing[] = [];
  for (const { row, window } of usable) {
    const ppsf = ppsfOf(row) ?? areaPpsf;
    let made = 0;
    // A few extra attempts, so a bedroom minimum does not leave a ZIP empty.
    for (let attempt = 0; made < perZip && attempt < perZip * 4; attempt++) {
      const listing = demoListing(row, window, ppsf, `${key}|${row.zip}|${attempt}`, search);
      if (!listing) continue;
      out.push(listing);
      made++;
    }
  }
  return out.slice(0, limit);
}

export function createDemoListingsProvider(): ListingsProvider {
  return { name: 'demo', isLive: false, search: async (criteria) => demoListings(criteria) };
}
