// Dates for leases and listings, which the TREC deadline engine does not cover: computed only from
// dates and day counts read from the text, each with its quote.
import type { ActionItem } from '@bluebonnet/contracts';
import { addCalendarDays, formatLongDate, plural } from '@bluebonnet/domain';
import type { ContractReading } from './read-contract';

export type ExtraDate = { name: string; date: string; action: ActionItem | null };

// Property Code §92.103: the deposit is refunded on or before the 30th day after surrender (trec.md §3).
const DEPOSIT_REFUND_DAYS = 30;

const item = (
  id: string,
  title: string,
  description: string,
  dueDate: string,
  paragraph: string,
  assignedTo: ActionItem['assignedTo'],
): ActionItem => ({
  id,
  title,
  description,
  dueDate,
  priority: 'medium',
  assignedTo,
  completed: false,
  completedAt: null,
  paragraph,
  deadlineKey: null,
});

function leaseDates(reading: ContractReading): ExtraDate[] {
  const lease = reading.terms.lease;
  if (!lease) return [];
  const out: ExtraDate[] = [];
  if (lease.commencementDate) out.push({ name: 'Lease begins', date: lease.commencementDate.value, action: null });
  if (lease.expirationDate) {
    const end = lease.expirationDate.value;
    out.push({ name: 'Lease ends', date: end, action: null });
    // TXR 2001 ¶4: written notice of non-renewal N days before the Expiration Date, read by the reader.
    const notice = lease.nonRenewalNoticeDays ? { days: lease.nonRenewalNoticeDays.value } : null;
    if (notice) {
      const due = addCalendarDays(end, -notice.days);
      out.push({
        name: 'Last day to give notice of non-renewal',
        date: due,
        action: item(
          'lease-non-renewal-notice',
          'Give written notice if the lease should not renew',
          `${plural(notice.days, 'day')} before the Expiration Date (${formatLongDate(end)}): ${formatLongDate(due)}.${lease.renewal?.value === 'month-to-month' ? ' Without notice the lease renews month to month (¶4).' : ''}`,
          due,
          '4A',
          'client',
        ),
      });
    }
  }
  if (lease.expirationDate && lease.securityDepositCents) {
    const refund = addCalendarDays(lease.expirationDate.value, DEPOSIT_REFUND_DAYS);
    out.push({
      name: 'Deposit refund due if Tenant surrenders on the Expiration Date (§92.103)',
      date: refund,
      action: null,
    });
  }
  return out;
}

function listingDates(reading: ContractReading): ExtraDate[] {
  const listing = reading.terms.listing;
  if (!listing) return [];
  const out: ExtraDate[] = [];
  if (listing.startDate) out.push({ name: 'Listing begins', date: listing.startDate.value, action: null });
  if (listing.endDate) {
    const end = listing.endDate.value;
    out.push({
      name: 'Listing ends',
      date: end,
      action: item(
        'listing-ends',
        'Listing ends: renew or release',
        `The listing ends on ${formatLongDate(end)} (¶4). Agree an extension in writing before then, or release the listing.`,
        end,
        '4',
        'realtor',
      ),
    });
    const protection = listing.protectionPeriodDays;
    if (protection)
      out.push({ name: 'Protection period ends', date: addCalendarDays(end, protection.value), action: null });
  }
  return out;
}

export function leaseListingDates(reading: ContractReading): ExtraDate[] {
  if (reading.kind === 'lease') return leaseDates(reading);
  if (reading.kind === 'listing') return listingDates(reading);
  return [];
}
