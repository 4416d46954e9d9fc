import type { User } from '@bluebonnet/contracts';
import type { UserRow } from '../../db/schema/index';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The API's view of a user row: never the password hash. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionStartDate: iso(row.subscriptionStartDate),
    subscriptionEndDate: iso(row.subscriptionEndDate),
    trialEndsAt: iso(row.trialEndsAt),
    monthlyContractAnalysisCount: currentMonthCount(row),
    monthlyContractAnalysisLimit: row.monthlyContractAnalysisLimit,
    trecLicenseNumber: row.trecLicenseNumber,
    licenseType: row.licenseType,
    licenseStatus: row.licenseStatus,
    licenseeType: row.licenseeType,
    sponsoringBroker: row.sponsoringBroker,
    licenseVerifiedAt: iso(row.licenseVerifiedAt),
    licenseCheckedAt: iso(row.licenseCheckedAt),
    licenseStanding: row.licenseStanding,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 'YYYY-MM' of a moment, in UTC. */
export function monthKey(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** The stored count belongs to `analysisCountMonth`; in any later month it reads as 0. */
function currentMonthCount(row: UserRow, now = new Date()): number {
  if (row.analysisCountMonth && row.analysisCountMonth !== monthKey(now)) return 0;
  return row.monthlyContractAnalysisCount;
}
