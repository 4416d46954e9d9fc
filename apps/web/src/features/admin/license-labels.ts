import type { User } from '@bluebonnet/contracts';
import { standingLabels, standingTones } from '@/features/trec-licenses';
import type { BadgeTone } from '@/components/ui/badge';

/** What the last look-up of a realtor's number in TREC's data found. */
export const licenseChecks = ['verified', 'not-active', 'not-found', 'not-checked'] as const;
export type LicenseCheck = (typeof licenseChecks)[number];
export type LicenseFilter = 'all' | LicenseCheck;

export const licenseFilterLabels: Record<LicenseFilter, string> = {
  all: 'All',
  verified: 'Verified',
  'not-active': 'Not active',
  'not-found': 'Not found',
  'not-checked': 'Not checked',
};

type LicenseFields = Pick<User, 'licenseCheckedAt' | 'licenseStanding'>;

export function licenseCheckOf(user: LicenseFields): LicenseCheck {
  if (user.licenseStanding === 'active') return 'verified';
  if (user.licenseStanding) return 'not-active';
  return user.licenseCheckedAt ? 'not-found' : 'not-checked';
}

/** The badge beside the number: 'Verified', the standing when not active, 'Not found' or 'Not checked'. */
export function licenseBadge(user: LicenseFields): { label: string; tone: BadgeTone } {
  const standing = user.licenseStanding;
  if (standing && standing !== 'active') return { label: standingLabels[standing], tone: standingTones[standing] };
  const check = licenseCheckOf(user);
  const tone: BadgeTone = check === 'verified' ? 'success' : check === 'not-found' ? 'danger' : 'neutral';
  return { label: licenseFilterLabels[check], tone };
}

/** The standing at the last check in words, or null before any check. */
export function licenseStandingText(user: LicenseFields): string | null {
  if (!user.licenseCheckedAt) return null;
  return user.licenseStanding ? standingLabels[user.licenseStanding] : 'Not found in TREC’s data';
}
