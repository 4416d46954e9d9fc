// Negotiation tips for leases and listings.
import { formatCurrency, formatLongDate, formatPercent } from '@bluebonnet/domain';
import { FROM_CENTS, FROM_DOLLARS } from './format';
import type { Tip } from './types';
import type { ContractReading } from './read-contract';
import type { MarketFacts } from './types';

function leaseTips(reading: ContractReading, facts: MarketFacts | null): Tip[] {
  const lease = reading.terms.lease;
  const tips: Tip[] = [];
  const rent = lease?.monthlyRentCents?.value;
  const typical = facts?.typicalRent;
  if (rent && typical && facts) {
    const ratio = rent / 100 / typical.value;
    tips.push({
      strategy: ratio > 1 ? 'Test the rent against the area' : 'Rent is at or under the area figure',
      tactic:
        ratio > 1
          ? 'Ask for a lower rent, or for a concession such as a free partial month, citing the area figure.'
          : 'Negotiate other terms (pets, repairs, move-in date) rather than rent.',
      timing: 'Before signing, or at renewal',
      rationale: `${formatCurrency(rent, FROM_CENTS)} a month is ${formatPercent(Math.abs(ratio - 1))} ${ratio > 1 ? 'above' : 'below'} the ${formatCurrency(typical.value, FROM_DOLLARS)} typical rent for ${facts.areaLabel} (as of ${typical.asOf}).`,
      language: `"Typical rents in ${facts.areaLabel} are about ${formatCurrency(typical.value, FROM_DOLLARS)}. Would the landlord consider ${formatCurrency(typical.value, FROM_DOLLARS)} a month?"`,
    });
  }
  if (lease?.expirationDate) {
    tips.push({
      strategy: 'Settle renewal terms early',
      tactic: 'Agree in writing how a renewal rent will be set and how much notice each side gives.',
      timing: `Well before the lease ends on ${formatLongDate(lease.expirationDate.value)}`,
      rationale: 'Without notice the lease renews month to month (¶4), which gives both sides less certainty.',
      language: '"Can we note the renewal terms now, so neither side is surprised next spring?"',
    });
  }
  return tips;
}

function listingTips(reading: ContractReading, facts: MarketFacts | null): Tip[] {
  const listing = reading.terms.listing;
  const tips: Tip[] = [];
  if (listing?.commissionPercent) {
    tips.push({
      strategy: "Discuss the broker's fee openly",
      tactic: "Explain what the fee covers and whether any part is offered to a buyer's broker.",
      timing: 'Before the listing is signed',
      rationale: `The listing states a ${listing.commissionPercent.value} % fee; broker fees are negotiable and the seller should see what each part pays for.`,
      language: '"Here is what the fee covers and how it is split; the amount is negotiable."',
    });
  }
  const price = listing?.listingPriceCents?.value;
  const ref = facts?.medianSalePrice ?? facts?.homeValue;
  if (price && ref && facts) {
    const ratio = price / 100 / ref.value;
    tips.push({
      strategy: 'Price against the area figures',
      tactic:
        ratio > 1.05
          ? 'Show the seller the area figures and agree a price-review date if showings are slow.'
          : 'Use the area figures to support the list price with buyers.',
      timing: 'At the listing appointment',
      rationale: `The ${formatCurrency(price, FROM_CENTS)} list price is ${formatPercent(Math.abs(ratio - 1))} ${ratio >= 1 ? 'above' : 'below'} the ${formatCurrency(ref.value, FROM_DOLLARS)} reference for ${facts.areaLabel} (as of ${ref.asOf}).`,
      language: `"Homes in ${facts.areaLabel} are selling around ${formatCurrency(ref.value, FROM_DOLLARS)}; here is how your home compares."`,
    });
  }
  return tips;
}

export function leaseListingTips(reading: ContractReading, facts: MarketFacts | null): Tip[] {
  return reading.kind === 'lease' ? leaseTips(reading, facts) : listingTips(reading, facts);
}
