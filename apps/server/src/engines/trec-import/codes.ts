// TREC's code tables from trec.md §1.3 and the standing each status gives (§1.7). One table each, so the
// importer, the verification answer and the admin panel read the same words.

export type TrecLicenseeType = 'individual' | 'business';
export type TrecIndustry = 'real_estate' | 'inspector' | 'easement_right_of_way';

export type TrecLicenseTypeInfo = { label: string; licenseeType: TrecLicenseeType; industry: TrecIndustry };

export const trecLicenseTypes = {
  SALE: { label: 'Sales Agent', licenseeType: 'individual', industry: 'real_estate' },
  BRK: { label: 'Individual Broker', licenseeType: 'individual', industry: 'real_estate' },
  BLLC: { label: 'Limited Liability Corporation Broker', licenseeType: 'business', industry: 'real_estate' },
  BCRP: { label: 'Corporation Broker', licenseeType: 'business', industry: 'real_estate' },
  '6': { label: 'Partnership Broker', licenseeType: 'business', industry: 'real_estate' },
  REB: { label: 'Broker Organization Branch', licenseeType: 'business', industry: 'real_estate' },
  PRIN: { label: 'Professional Inspector', licenseeType: 'individual', industry: 'inspector' },
  REIN: { label: 'Real Estate Inspector', licenseeType: 'individual', industry: 'inspector' },
  APIN: { label: 'Apprentice Inspector', licenseeType: 'individual', industry: 'inspector' },
  ILLC: { label: 'Professional Inspector LLC', licenseeType: 'business', industry: 'inspector' },
  ICRP: { label: 'Professional Inspector Corporation', licenseeType: 'business', industry: 'inspector' },
  ERWI: {
    label: 'Easement and Right-of-Way Individual',
    licenseeType: 'individual',
    industry: 'easement_right_of_way',
  },
  ERWO: { label: 'Easement and Right-of-Way Business', licenseeType: 'business', industry: 'easement_right_of_way' },
} as const satisfies Record<string, TrecLicenseTypeInfo>;

export type TrecLicenseTypeCode = keyof typeof trecLicenseTypes;

/**
 * What a status means for doing business (trec.md §1.7): only an active license may practise; inactive
 * holders keep the license but cannot act; expired is not a current license; the rest are terminal or
 * disciplinary. The spec's colours follow: active green, expired red, everything else yellow.
 */
export type TrecStanding = 'active' | 'inactive' | 'expired' | 'ended';

export type TrecStatusInfo = { label: string; standing: TrecStanding };

export const trecLicenseStatuses = {
  '20': { label: 'Current and active', standing: 'active' },
  '21': { label: 'Current and inactive', standing: 'inactive' },
  '30': { label: 'Probation and active', standing: 'active' },
  '31': { label: 'Probation and inactive', standing: 'inactive' },
  '45': { label: 'Expired', standing: 'expired' },
  '47': { label: 'Suspended', standing: 'ended' },
  '56': { label: 'Relinquished', standing: 'ended' },
  '57': { label: 'Revoked', standing: 'ended' },
  '80': { label: 'Deceased', standing: 'ended' },
} as const satisfies Record<string, TrecStatusInfo>;

export type TrecStatusCode = keyof typeof trecLicenseStatuses;

/** Education and MCE status (columns 7 and 8). */
export const trecEducationStatuses = {
  '0': 'No requirement',
  '1': 'Outstanding',
  '2': 'Met',
} as const satisfies Record<string, string>;

export type TrecEducationCode = keyof typeof trecEducationStatuses;

// Spelled out: Object.keys would put the numeric code "6" first.
export const trecLicenseTypeCodes: readonly TrecLicenseTypeCode[] = [
  'SALE',
  'BRK',
  'BLLC',
  'BCRP',
  '6',
  'REB',
  'PRIN',
  'REIN',
  'APIN',
  'ILLC',
  'ICRP',
  'ERWI',
  'ERWO',
];
export const trecStatusCodes = Object.keys(trecLicenseStatuses) as readonly TrecStatusCode[];

// Object.hasOwn, not `in`: a code like "toString" must not pass as known.
export function isTrecLicenseTypeCode(code: string): code is TrecLicenseTypeCode {
  return Object.hasOwn(trecLicenseTypes, code);
}

export function isTrecStatusCode(code: string): code is TrecStatusCode {
  return Object.hasOwn(trecLicenseStatuses, code);
}

export function isTrecEducationCode(code: string): code is TrecEducationCode {
  return Object.hasOwn(trecEducationStatuses, code);
}
