import { Eye } from 'lucide-react';
import type { User } from '@bluebonnet/contracts';
import { isUnlimited } from '@bluebonnet/domain';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { licenseStandingText } from '../license-labels';
import { fullName, planLabels, roleLabel, statusLabels } from '../user-labels';
import { RowActionButton } from './row-action-button';

type Row = [label: string, value: string | number | null];

/** Every field of the full user record (spec §3), with 'Not specified' for empty ones. */
function rows(user: User): Row[] {
  const limit = user.monthlyContractAnalysisLimit;
  return [
    ['ID', user.id],
    ['First Name', user.firstName],
    ['Last Name', user.lastName],
    ['Email', user.email],
    ['Phone', user.phone],
    ['Role', roleLabel(user.role)],
    ['Subscription Plan', planLabels[user.subscriptionPlan]],
    ['Subscription Status', statusLabels[user.subscriptionStatus]],
    ['Subscription Start Date', formatDateTime(user.subscriptionStartDate)],
    ['Subscription End Date', formatDateTime(user.subscriptionEndDate)],
    ['Trial Ends At', formatDateTime(user.trialEndsAt)],
    ['Contract Analyses This Month', user.monthlyContractAnalysisCount],
    ['Monthly Analysis Limit', isUnlimited(limit) ? 'Unlimited (∞)' : limit],
    ['TREC License Number', user.trecLicenseNumber],
    ['License Type', user.licenseType],
    ['License Status', user.licenseStatus],
    ['Licensee Type', user.licenseeType],
    ['Sponsoring Broker', user.sponsoringBroker],
    ['License Verified At', formatDateTime(user.licenseVerifiedAt)],
    ['License Checked At', formatDateTime(user.licenseCheckedAt)],
    ['License Standing', licenseStandingText(user)],
    ['Created At', formatDateTime(user.createdAt)],
    ['Updated At', formatDateTime(user.updatedAt)],
  ];
}

export function UserDetailsDialog({ user }: { user: User }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <RowActionButton label={`View Details for ${fullName(user)}`}>
          <Eye aria-hidden />
        </RowActionButton>
      </DialogTrigger>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>User Details</DialogTitle>
          <DialogDescription>The full record of {fullName(user)}.</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows(user).map(([label, value]) => (
            <div key={label} className="border-b border-slate-100 pb-2">
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
              <dd className="mt-0.5 text-sm break-words text-slate-900">
                {value === null || value === '' ? <span className="text-slate-500">Not specified</span> : value}
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
