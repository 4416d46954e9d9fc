import type { LicenseStanding, TrecDataSource, TrecLicenseData } from '@bluebonnet/contracts';
import { formatLongDate, isCivilDate } from '@bluebonnet/domain';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

export const standingLabels: Record<LicenseStanding, string> = {
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  ended: 'Ended',
};

/** The colour of a license's standing: green active, red expired, yellow inactive or ended. */
export const standingTones: Record<LicenseStanding, BadgeTone> = {
  active: 'success',
  inactive: 'warning',
  expired: 'danger',
  ended: 'warning',
};

/** The result card in the same colours as the badge. */
export const standingCardClasses: Record<LicenseStanding, string> = {
  active: 'border-emerald-300 bg-emerald-50',
  inactive: 'border-amber-300 bg-amber-50',
  expired: 'border-red-300 bg-red-50',
  ended: 'border-amber-300 bg-amber-50',
};

export const licenseeTypeLabels: Record<TrecLicenseData['licenseeType'], string> = {
  individual: 'Individual',
  business: 'Business',
};

/** A TREC date: "March 31, 2027" for a plain day (no time zone to shift it), else the date of a timestamp. */
export function formatLicenseDate(value: string | null | undefined): string | null {
  if (!value) return null;
  return isCivilDate(value) ? formatLongDate(value) : formatDate(value);
}

export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** Which data answered: sample data is always said to be sample. */
export function sourceLine(source: TrecDataSource): string {
  if (source.kind === 'sample') return 'Sample data (made-up license holders)';
  if (source.kind === 'none') return 'No license data loaded yet';
  const date = formatLicenseDate(source.dataDate) ?? formatLicenseDate(source.importedAt);
  return date ? `TREC license-holder file, data of ${date}` : 'TREC license-holder file';
}

/** "16,412 licenses" */
export function licenseCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'license' : 'licenses'}`;
}
