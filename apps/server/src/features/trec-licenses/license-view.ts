import type { TrecLicenseData, TrecNameMatch } from '@bluebonnet/contracts';
import { formatLongDate } from '@bluebonnet/domain';
import type { TrecLicenseRow } from '../../db/schema/index';
import {
  isTrecLicenseTypeCode,
  isTrecStatusCode,
  trecCountyName,
  trecLicenseStatuses,
  trecLicenseTypes,
  type TrecLicenseTypeInfo,
} from '../../engines/trec-import/index';

function typeInfo(code: string): TrecLicenseTypeInfo | null {
  return isTrecLicenseTypeCode(code) ? trecLicenseTypes[code] : null;
}

export function statusLabel(row: Pick<TrecLicenseRow, 'statusCode'>): string {
  return isTrecStatusCode(row.statusCode) ? trecLicenseStatuses[row.statusCode].label : `Status ${row.statusCode}`;
}

/** What the activity is called for the license's industry. */
function activityOf(row: TrecLicenseRow): string {
  const industry = typeInfo(row.licenseTypeCode)?.industry;
  if (industry === 'inspector') return 'perform real estate inspections';
  if (industry === 'easement_right_of_way') return 'act as an easement or right-of-way agent';
  return 'conduct real estate brokerage';
}

/**
 * One sentence on whether this license holder may do business today, from TREC's rules (trec.md §1.7):
 * only an active license may practise; inactive keeps the license but not the right to act.
 */
export function statusMeaning(row: TrecLicenseRow): string {
  const act = activityOf(row);
  const expires = row.expirationDate ? ` The license expires ${formatLongDate(row.expirationDate)}.` : '';
  switch (row.statusCode) {
    case '20':
      return row.licenseTypeCode === 'SALE' && row.relatedName
        ? `Active: may ${act} in Texas, sponsored by ${row.relatedName}.${expires}`
        : `Active: may ${act} in Texas.${expires}`;
    case '30':
      return `Active on probation: may ${act}, under conditions TREC has set.${expires}`;
    case '21':
    case '31':
      return row.licenseTypeCode === 'SALE'
        ? `Inactive: the license is current but this sales agent cannot ${act} until a sponsoring broker takes them on and TREC makes the license active again. Acting now would be unlicensed activity.`
        : `Inactive: the license is current but its holder cannot ${act} until it is made active again. Acting now would be unlicensed activity.`;
    case '45':
      return `Expired: not a current license, so its holder cannot ${act}. A renewal within six months of expiry comes back as inactive; after two years a new application is needed.`;
    case '47':
      return `Suspended: its holder cannot ${act} while the suspension lasts.`;
    case '56':
      return `Relinquished: the holder gave up the license and cannot ${act}.`;
    case '57':
      return `Revoked: TREC revoked the license; its holder cannot ${act}.`;
    case '80':
      return 'Deceased: the license holder has died; the license is no longer in use.';
    default:
      return `Status code ${row.statusCode}: check TREC's public search before doing business.`;
  }
}

function place(row: TrecLicenseRow): { city: string | null; county: string | null } {
  return { city: row.city, county: row.countyCode ? trecCountyName(row.countyCode) : null };
}

export function toLicenseData(row: TrecLicenseRow): TrecLicenseData {
  const info = typeInfo(row.licenseTypeCode);
  const licenseeType = info?.licenseeType ?? 'individual';
  const isAgent = row.licenseTypeCode === 'SALE';
  return {
    licenseNumber: row.licenseNumber,
    status: statusLabel(row),
    standing: row.standing,
    statusMeaning: statusMeaning(row),
    canPractice: row.standing === 'active',
    licenseType: info?.label ?? row.licenseTypeCode,
    licenseeType,
    firstName: row.firstName,
    lastName: row.lastName,
    businessName: licenseeType === 'business' ? row.fullName : null,
    fullName: row.fullName,
    sponsoringBroker: row.relatedName,
    sponsoringBrokerLicenseNumber: row.relatedNumber,
    relationLabel: row.relatedNumber ? (isAgent ? 'Sponsoring broker' : 'Related license') : null,
    sponsorSince: row.relatedStartDate,
    expirationDate: row.expirationDate,
    originalLicenseDate: row.originalLicenseDate,
    designatedSupervisor: row.designatedSupervisor,
    ...place(row),
  };
}

export function toNameMatch(row: TrecLicenseRow): TrecNameMatch {
  return {
    licenseNumber: row.licenseNumber,
    fullName: row.fullName,
    licenseType: typeInfo(row.licenseTypeCode)?.label ?? row.licenseTypeCode,
    status: statusLabel(row),
    standing: row.standing,
    sponsoringBroker: row.relatedName,
    ...place(row),
  };
}

/**
 * The license a number stands for when several types share it: an active one first, then real
 * estate before inspection, then file order.
 */
export function primaryLicense(rows: TrecLicenseRow[]): TrecLicenseRow | undefined {
  const rank = (r: TrecLicenseRow) =>
    (r.standing === 'active' ? 0 : 2) + (typeInfo(r.licenseTypeCode)?.industry === 'real_estate' ? 0 : 1);
  return [...rows].sort((a, b) => rank(a) - rank(b) || a.line - b.line)[0];
}
