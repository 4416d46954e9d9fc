// The listings interface home research uses: a demo driver built from bundled data (always labelled
// demo) and a RentCast-style live driver, chosen by configuration.
import type { intakePropertyTypes } from '@bluebonnet/contracts';

export type IntakePropertyType = (typeof intakePropertyTypes)[number];
export type ListingSource = 'demo' | 'rentcast';

export type Listing = {
  id: string;
  /** Street line, e.g. '4821 Pecan Hollow Dr'. */
  address: string;
  city: string;
  state: string;
  zip: string;
  price: number;
  /** Null when the source does not report it: never filled in with a guess. */
  bedrooms: number | null;
  bathrooms: number | null;
  sqft: number | null;
  /** Intake vocabulary where it maps ('single-family', 'townhome', 'condo', 'multi-family'), else the source's word. */
  propertyType: string;
  yearBuilt: number | null;
  lotSizeSqft: number | null;
  listedDate: string | null;
  daysOnMarket: number | null;
  /** Features the listing states ('pool', 'yard', 'garage', …); empty when the source reports none. */
  features: string[];
  source: ListingSource;
  demo: boolean;
};

export type ListingSearch = {
  zips: readonly string[];
  cities: readonly string[];
  minPrice: number | null;
  maxPrice: number | null;
  propertyType: IntakePropertyType | null;
  minBedrooms?: number | null;
  /** At most this many listings (default 12). */
  limit?: number;
};

export type ListingsProvider = {
  /** 'demo' or 'rentcast'. */
  name: string;
  isLive: boolean;
  search(criteria: ListingSearch): Promise<Listing[]>;
};

export const DEFAULT_LISTING_LIMIT = 12;

/** The portfolio sample's externalListingData (contracts home-research); 0 means "not reported". */
export function toExternalListingData(listing: Listing) {
  return {
    price: listing.price,
    address: listing.address,
    city: listing.city,
    zip: listing.zip,
    bedrooms: listing.bedrooms ?? 0,
    bathrooms: listing.bathrooms ?? 0,
    sqft: listing.sqft ?? 0,
    propertyType: listing.propertyType,
    yearBuilt: listing.yearBuilt,
    source: listing.source,
    demo: listing.demo,
  };
}
