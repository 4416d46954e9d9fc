// RentCast sale-listing JSON → Listing. Fields the API leaves out stay null; a listing without a price
// or an address is dropped, since it cannot be shown or scored.
import { formatPlaceName } from '@bluebonnet/domain';
import { z } from 'zod';
import type { IntakePropertyType, Listing } from './listing-types';

const num = z.number().finite().nullish();
const str = z.string().nullish();

export const rentcastListing = z.looseObject({
  id: z.union([z.string(), z.number()]).nullish(),
  formattedAddress: str,
  addressLine1: str,
  addressLine2: str,
  city: str,
  state: str,
  zipCode: str,
  price: num,
  bedrooms: num,
  bathrooms: num,
  squareFootage: num,
  lotSize: num,
  propertyType: str,
  yearBuilt: num,
  listedDate: str,
  daysOnMarket: num,
  status: str,
});
export type RentcastListing = z.infer<typeof rentcastListing>;

const TO_INTAKE_TYPE: Record<string, string> = {
  'single family': 'single-family',
  townhouse: 'townhome',
  condo: 'condo',
  'multi-family': 'multi-family',
  apartment: 'multi-family',
};

const FROM_INTAKE_TYPE: Record<IntakePropertyType, string | null> = {
  'single-family': 'Single Family',
  townhome: 'Townhouse',
  condo: 'Condo',
  'multi-family': 'Multi-Family',
  commercial: null, // RentCast lists residential property only
};

export function rentcastPropertyType(type: IntakePropertyType | null): string | null {
  return type ? FROM_INTAKE_TYPE[type] : null;
}

function intakeType(type: string | null | undefined): string {
  if (!type) return 'unknown';
  const key = type.trim().toLowerCase();
  return TO_INTAKE_TYPE[key] ?? key.replace(/\s+/g, '-');
}

/** '3821 Hargis St, Austin, TX 78723' → '3821 Hargis St' when addressLine1 is missing. */
function streetLine(r: RentcastListing): string | null {
  const line = [r.addressLine1, r.addressLine2].filter(Boolean).join(' ').trim();
  return line || r.formattedAddress?.split(',')[0]?.trim() || null;
}

export function fromRentcast(raw: unknown): Listing | null {
  const parsed = rentcastListing.safeParse(raw);
  if (!parsed.success) return null;
  const r = parsed.data;
  const address = streetLine(r);
  const zip = r.zipCode?.slice(0, 5) ?? /\b(\d{5})(?:-\d{4})?\s*$/.exec(r.formattedAddress ?? '')?.[1] ?? '';
  if (!r.price || r.price <= 0 || !address) return null;
  return {
    id: `rentcast-${r.id ?? `${address}-${zip}`}`,
    address,
    // Listing feeds write "MC KINNEY" or "Mckinney": shown as Texans write it.
    city: formatPlaceName(r.city ?? ''),
    state: r.state ?? 'TX',
    zip,
    price: r.price,
    bedrooms: r.bedrooms ?? null,
    bathrooms: r.bathrooms ?? null,
    sqft: r.squareFootage ?? null,
    propertyType: intakeType(r.propertyType),
    yearBuilt: r.yearBuilt ?? null,
    lotSizeSqft: r.lotSize ?? null,
    listedDate: r.listedDate ?? null,
    daysOnMarket: r.daysOnMarket ?? null,
    features: [],
    source: 'rentcast',
    demo: false,
  };
}
