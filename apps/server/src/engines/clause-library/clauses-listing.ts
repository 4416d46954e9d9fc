// Listing-agreement entries. Listings are on Texas REALTORS forms, not TREC promulgated ones; the
// text here is still business detail, and anything beyond it goes to the client's attorney.
import type { ClauseEntry } from './clause-types';

export const LISTING_CLAUSES: readonly ClauseEntry[] = [
  {
    id: 'listing-marketing',
    type: 'Marketing commitments',
    contractTypes: ['listing'],
    clientTypes: ['seller'],
    needs: ['marketing'],
    clause:
      'Broker will provide professional photos, a floor plan and a 3D tour, and enter the Property in [MLS] by [date].',
    purpose: 'Tells the seller exactly what marketing the fee buys.',
    placement: 'Listing agreement special provisions or a marketing addendum.',
    negotiability: 'Broker-controlled; specific dates build trust.',
    whenToUse: 'Every listing appointment.',
    keywords: ['marketing', 'photos', 'mls', 'advertising', 'open house', 'staging', 'tour'],
    addendum: null,
  },
  {
    id: 'listing-fee',
    type: "Broker's fee and buyer-broker compensation",
    contractTypes: ['listing'],
    clientTypes: ['seller'],
    needs: ['broker-fee'],
    clause:
      "Seller will pay Broker [x] % of the Sales Price; Seller [will / will not] offer [y] % toward a buyer's broker's fee, paid at closing.",
    purpose: 'States the fee and any buyer-broker contribution plainly; broker fees are negotiable.',
    placement: "Listing agreement ¶5 (Broker's Fee).",
    negotiability: 'Negotiable by law and by practice; say so to the seller.',
    whenToUse: 'Every listing; revisit when the market changes.',
    keywords: ['commission', 'fee', 'compensation', 'buyer broker', 'rate', 'percent'],
    addendum: null,
  },
  {
    id: 'listing-early-release',
    type: 'Early release from the listing',
    contractTypes: ['listing'],
    clientTypes: ['seller'],
    needs: ['early-termination'],
    clause:
      'Broker will release Seller from this Listing on [N] days’ written notice if no contract is pending, and Seller will reimburse documented marketing costs up to $[amount].',
    purpose: 'Gives a hesitant seller a clear way out, which often wins the listing.',
    placement:
      'Listing agreement special provisions, or a written amendment signed by Broker and Seller. Other release terms: the client consults an attorney.',
    negotiability: 'Broker decides; a cost reimbursement protects the broker.',
    whenToUse: 'Sellers worried about being locked in.',
    keywords: ['early termination', 'cancel', 'cancellation', 'release', 'get out', 'terminate listing'],
    addendum: null,
  },
  {
    id: 'listing-protection-period',
    type: 'Protection period (¶5E)',
    contractTypes: ['listing'],
    clientTypes: ['seller'],
    needs: ['protection-period'],
    clause:
      'Protection period: [N] days after the Listing ends; Broker will deliver the list of prospects within [N] days after the Listing ends.',
    purpose: 'Sets how long the fee survives for buyers the broker introduced.',
    placement: 'Listing agreement ¶5E.',
    negotiability: 'Length is negotiable; 30 to 90 days is common.',
    whenToUse: 'Every listing.',
    keywords: ['protection period', 'tail', 'after listing ends', 'prospects'],
    addendum: null,
  },
  {
    id: 'listing-showings',
    type: 'Showing instructions',
    contractTypes: ['listing'],
    clientTypes: ['seller'],
    needs: ['showings'],
    clause:
      "Showings by appointment through [service] with [2] hours' notice; lockbox on the [front door]; pets crated during showings.",
    purpose: 'Sets access rules the seller can live with.',
    placement: 'Listing agreement access paragraph or special provisions.',
    negotiability: 'Seller sets these; tighter rules mean fewer showings.',
    whenToUse: 'Occupied homes, pets, or security concerns.',
    keywords: ['showings', 'lockbox', 'access', 'appointment', 'pets during showings', 'keybox'],
    addendum: null,
  },
];
