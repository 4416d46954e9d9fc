import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { User } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';

export type LicenseNoticeUser = Pick<
  User,
  'trecLicenseNumber' | 'licenseType' | 'licenseStatus' | 'licenseCheckedAt' | 'licenseStanding'
>;

/**
 * What the last check of the realtor's number in TREC's data found: a verified badge when active, a
 * plain notice when it was not found or is not active, nothing before the first check.
 */
export function LicenseNotice({ user }: { user: LicenseNoticeUser }) {
  if (user.licenseStanding === 'active') {
    return (
      <Badge tone="success">
        <BadgeCheck aria-hidden className="size-3.5" />
        {user.licenseType ? `TREC verified · ${user.licenseType}` : 'TREC verified'}
      </Badge>
    );
  }
  const text = noticeText(user);
  if (!text) return null;
  return (
    <p role="note" className="flex items-start gap-1.5 text-xs font-medium text-amber-900">
      <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      {text}
    </p>
  );
}

function noticeText(user: LicenseNoticeUser): string | null {
  if (!user.licenseCheckedAt) return null;
  if (!user.licenseStanding) {
    return user.trecLicenseNumber
      ? `License ${user.trecLicenseNumber} not found in TREC's data`
      : "Your license number was not found in TREC's data";
  }
  const status = (user.licenseStatus ?? user.licenseStanding).toLowerCase();
  return `Your TREC license is ${status}: you cannot conduct brokerage until it is active`;
}
