// Listings for home research: RentCast when RENTCAST_BASE_URL and RENTCAST_API_KEY are set, else demo.
import { createDemoListingsProvider } from './demo-listings.provider';
import type { ListingsProvider } from './listing-types';
import { createRentcastListingsProvider } from './rentcast-listings.provider';

export { createDemoListingsProvider, demoListings } from './demo-listings.provider';
export {
  createRentcastListingsProvider,
  ListingsProviderError,
  type RentcastConfig,
} from './rentcast-listings.provider';
export { fromRentcast } from './rentcast-mapping';
export {
  DEFAULT_LISTING_LIMIT,
  toExternalListingData,
  type IntakePropertyType,
  type Listing,
  type ListingSearch,
  type ListingSource,
  type ListingsProvider,
} from './listing-types';

export type ListingsConfig = { RENTCAST_BASE_URL?: string | undefined; RENTCAST_API_KEY?: string | undefined };

export function createListingsProvider(config: ListingsConfig, fetchImpl?: typeof fetch): ListingsProvider {
  const { RENTCAST_BASE_URL: baseUrl, RENTCAST_API_KEY: apiKey } = config;
  if (baseUrl && apiKey) return createRentcastListingsProvider({ baseUrl, apiKey, fetch: fetchImpl });
  return createDemoListingsProvider();
}

/** The answer of GET /api/real-estate-api-status (contracts realEstateApiStatus). */
export function listingsStatus(provider: ListingsProvider) {
  return {
    isLiveDataAvailable: provider.isLive,
    dataSource: {
      provider: provider.name,
      note: provider.isLive
        ? `Live listings from ${provider.name}.`
        : // Words for the agent; how to connect live listings is in the README (operators only).
          'Live listings are not connected; these are demo homes built from ZIP data (Zillow home values, Redfin price per sq ft), not real homes for sale.',
    },
  };
}
