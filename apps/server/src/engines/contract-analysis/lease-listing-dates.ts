// Dates for leases and listings, which the TREC deadline engine does not cover: computed only from
// dates and day counts read from the text, each with its quote.
import type { ActionItem } from '@bluebonnet/contracts';
import { addCalendarDays, formatLongDate, plural } from '@bluebonnet/domain';
import type { ContractReading } from './read-contract';
import type { Evidence } from './reader';

export type ExtraDate = { name: string; date: string; action: ActionItem | null };

// TXR 2001 ¶4A: "written notice of termination not less than N days before the Expiration Date".
const NON_RENEWAL = /not\s+less\s+than\s+(\d{1,3})\s+days\s+before\s+the\s+Expiration\s+Date/i;

/** The lease's non-renewal notice period, with its quote; null when the text does not state it. */
export function nonRenewalNotice(text: string): { days: number; evidence: Evidence } | null {
  const m = NON_RENEWAL.exec(text);
  return m ? { days: Number(m[1]), evidence: { paragraph: '4A', quote: m[0] } } : null;
}

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
    const notice = nonRenewalNotice(reading.text);
    if (notice) {
      const due = addCalendarDays(end, -notice.days);
      out.push({
        name: 'Last day to give notice of non-renewal',
        date: due,
        action: item(
          'lease-non-renewal-notice',
          'Give written notice if the lease should not renew',
          `${plural(notice.days, 'day')} before the Expiration Date (${formatLongDate(end)}): ${formatLongDate(due)}. Without notice the lease renews month to month (¶4).`,
          due,
          '4A',
          'client',
        ),
      });
    }
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
