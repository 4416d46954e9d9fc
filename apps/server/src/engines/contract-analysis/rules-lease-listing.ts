// Risk hits for leases and listing agreements: the terms a Texas agent needs before either is signed.
import { daysUntil, formatLongDate, plural } from '@bluebonnet/domain';
import type { Field } from './reader';
import type { RiskHit, Rule } from './risk-types';

const LONG_PROTECTION_DAYS = 180;
const LONG_LISTING_DAYS = 366;
/** A listing this close to its end needs a decision: renew in writing or let it go. */
const ENDS_SOON_DAYS = 30;

const gap = (
  id: string,
  name: string,
  points: number,
  detail: string,
  list: RiskHit['list'] = 'red-flag',
): RiskHit => ({
  id,
  name,
  points,
  severity: list === 'critical' ? 'high' : points >= 10 ? 'medium' : 'low',
  list,
  compliance: false,
  title: name,
  detail,
  evidence: null,
  fix: null,
});

export const leaseRules: Rule = (ctx) => {
  const lease = ctx.terms.lease;
  if (ctx.kind !== 'lease' || !lease) return [];
  const hits: RiskHit[] = [];
  if (!lease.monthlyRentCents)
    hits.push(
      gap('lease-rent-missing', 'Monthly rent not stated', 15, 'The rent amount could not be read.', 'critical'),
    );
  if (!lease.commencementDate || !lease.expirationDate) {
    hits.push(
      gap(
        'lease-dates-missing',
        'Lease term dates missing',
        12,
        'The Commencement or Expiration Date could not be read, so the term and the notice date are unknown.',
        'critical',
      ),
    );
  } else if (daysUntil(lease.commencementDate.value, lease.expirationDate.value) <= 0) {
    hits.push({
      ...gap(
        'lease-dates-reversed',
        'Lease ends before it begins',
        15,
        `Expiration ${lease.expirationDate.value} is not after Commencement ${lease.commencementDate.value}.`,
        'critical',
      ),
      evidence: lease.expirationDate.evidence,
    });
  }
  if (!lease.securityDepositCents) {
    hits.push(
      gap(
        'lease-deposit-missing',
        'Security deposit not stated',
        4,
        'No security deposit amount was found; the landlord has no stated security for damage or unpaid rent.',
      ),
    );
  }
  if (!lease.landlord || !lease.tenant) {
    hits.push(
      gap(
        'lease-parties-missing',
        'Landlord or tenant not named',
        8,
        'Both the landlord and every adult tenant should be named in ¶1.',
      ),
    );
  }
  return hits;
};

/** Ended, or ending within 30 days of the analysis date (the listing's own end date, trec.md §3). */
function listingExpiry(end: Field<string> | null | undefined, today: string): RiskHit[] {
  if (!end) return [];
  const left = daysUntil(today, end.value);
  if (left < 0) {
    const hit = gap(
      'listing-ended',
      'Listing has ended',
      15,
      `The listing ended on ${formatLongDate(end.value)}, ${plural(-left, 'day')} before the analysis date: the broker no longer has the exclusive right to sell. Extend it in writing (both parties sign) or treat the property as unlisted; only the protection period, if any, still applies.`,
    );
    return [{ ...hit, severity: 'high', evidence: end.evidence }];
  }
  if (left > ENDS_SOON_DAYS) return [];
  const when = left === 0 ? 'today' : `in ${plural(left, 'day')}`;
  return [
    {
      ...gap(
        'listing-ends-soon',
        'Listing ends soon',
        5,
        `The listing ends ${when} (${formatLongDate(end.value)}). Agree an extension in writing before then, or prepare to release it.`,
      ),
      evidence: end.evidence,
    },
  ];
}

export const listingRules: Rule = (ctx) => {
  const listing = ctx.terms.listing;
  if (ctx.kind !== 'listing' || !listing) return [];
  const hits: RiskHit[] = [];
  if (!listing.listingPriceCents)
    hits.push(gap('listing-price-missing', 'Listing price not stated', 10, 'The listing price could not be read.'));
  if (!listing.endDate) {
    hits.push(
      gap(
        'listing-end-date-missing',
        'Listing has no end date',
        15,
        "No end date could be read, so it is unclear when the broker's exclusive right ends; a listing should state a definite end date.",
        'critical',
      ),
    );
  } else if (listing.startDate) {
    const days = daysUntil(listing.startDate.value, listing.endDate.value);
    if (days <= 0) {
      hits.push({
        ...gap(
          'listing-dates-reversed',
          'Listing ends before it begins',
          15,
          `End ${listing.endDate.value} is not after start ${listing.startDate.value}.`,
          'critical',
        ),
        evidence: listing.endDate.evidence,
      });
    } else if (days > LONG_LISTING_DAYS) {
      hits.push({
        ...gap(
          'listing-term-long',
          'Listing term over 12 months',
          5,
          `The listing runs ${plural(days, 'day')}; sellers usually expect 3 to 6 months.`,
        ),
        evidence: listing.endDate.evidence,
      });
    }
  }
  if (!listing.commissionPercent && !listing.commissionCents) {
    hits.push(
      gap(
        'listing-fee-missing',
        "Broker's fee not stated",
        10,
        "Neither a percentage nor a flat fee could be read for the broker's compensation.",
      ),
    );
  }
  hits.push(...listingExpiry(listing.endDate, ctx.today));
  const protection = listing.protectionPeriodDays;
  if (!protection) {
    hits.push(
      gap(
        'listing-protection-missing',
        'Protection period not stated',
        8,
        'No protection period could be read (TXR 1101 ¶5E): after the listing ends the broker may have no claim to a fee on a sale to a buyer the broker introduced. State the number of days, and send the seller the list of prospects within the time the listing gives.',
      ),
    );
  } else if (protection.value > LONG_PROTECTION_DAYS) {
    hits.push({
      ...gap(
        'listing-protection-long',
        'Protection period over 180 days',
        5,
        `The seller owes the fee on sales to listed prospects for ${plural(protection.value, 'day')} after the listing ends.`,
      ),
      evidence: protection.evidence,
    });
  }
  return hits;
};
