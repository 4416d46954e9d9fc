// Live listings from a RentCast-style API: GET {baseUrl}/listings/sale with X-Api-Key, one request per
// ZIP (or city when no ZIP is known) in parallel; price and bedroom limits are applied to the answers.
// Any failure throws a ListingsProviderError with a message fit for the realtor, never the key.
import { DEFAULT_LISTING_LIMIT, type Listing, type ListingSearch, type ListingsProvider } from './listing-types';
import { fromRentcast, rentcastPropertyType } from './rentcast-mapping';

export type RentcastConfig = {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** At most this many ZIP or city requests per search. */
  maxRequests?: number;
};

export class ListingsProviderError extends Error {
  override name = 'ListingsProviderError';
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REQUESTS = 5;
/** Ask for more than needed: price filtering happens after the answer. */
const PER_REQUEST_LIMIT = 50;

type Place = { zipCode?: string; city?: string };

function requestUrl(baseUrl: string, place: Place, search: ListingSearch): string {
  const params = new URLSearchParams();
  if (place.zipCode) params.set('zipCode', place.zipCode);
  if (place.city) params.set('city', place.city);
  params.set('state', 'TX');
  if (search.minBedrooms) params.set('bedrooms', String(search.minBedrooms));
  const type = rentcastPropertyType(search.propertyType);
  if (type) params.set('propertyType', type);
  params.set('status', 'Active');
  params.set('limit', String(PER_REQUEST_LIMIT));
  return `${baseUrl.replace(/\/+$/, '')}/listings/sale?${params}`;
}

async function fetchPlace(config: RentcastConfig, place: Place, search: ListingSearch): Promise<unknown[]> {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const where = place.zipCode ?? place.city ?? 'TX';
  let res: Response;
  try {
    res = await doFetch(requestUrl(config.baseUrl, place, search), {
      headers: { 'X-Api-Key': config.apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new ListingsProviderError(
      timedOut
        ? `RentCast listings for ${where} timed out after ${timeoutMs} ms.`
        : `RentCast listings for ${where} could not be reached (${err instanceof Error ? err.message : String(err)}).`,
      { cause: err },
    );
  }
  if (!res.ok) {
    // Plain words: the setting's name is in the README, for whoever runs the server.
    const hint = res.status === 401 || res.status === 403 ? ' Check the RentCast API key the server uses.' : '';
    const body = (await res.text().catch(() => '')).slice(0, 200).trim();
    throw new ListingsProviderError(
      `RentCast listings for ${where} failed: HTTP ${res.status}${body ? ` (${body})` : ''}.${hint}`,
    );
  }
  const body: unknown = await res.json().catch(() => {
    throw new ListingsProviderError(`RentCast listings for ${where} answered with something other than JSON.`);
  });
  if (!Array.isArray(body)) throw new ListingsProviderError(`RentCast listings for ${where}: expected a JSON array.`);
  return body;
}

function fits(listing: Listing, search: ListingSearch): boolean {
  if (search.minPrice !== null && listing.price < search.minPrice) return false;
  if (search.maxPrice !== null && listing.price > search.maxPrice) return false;
  return !search.minBedrooms || listing.bedrooms === null || listing.bedrooms >= search.minBedrooms;
}

export function createRentcastListingsProvider(config: RentcastConfig): ListingsProvider {
  return {
    name: 'rentcast',
    isLive: true,
    async search(search) {
      if (search.propertyType === 'commercial') return []; // RentCast lists residential property only
      const places: Place[] = search.zips.length
        ? search.zips.map((zipCode) => ({ zipCode }))
        : search.cities.map((city) => ({ city }));
      const limit = search.limit ?? DEFAULT_LISTING_LIMIT;
      const seen = new Set<string>();
      const out: Listing[] = [];
      const asked = places.slice(0, config.maxRequests ?? DEFAULT_MAX_REQUESTS);
      const answers = await Promise.all(asked.map((place) => fetchPlace(config, place, search)));
      for (const raw of answers.flat()) {
        const listing = fromRentcast(raw);
        if (!listing || seen.has(listing.id) || !fits(listing, search)) continue;
        seen.add(listing.id);
        out.push(listing);
      }
      return out.slice(0, limit);
    },
  };
}
