// The whole library, in the order ties are broken.
import { BUYER_CLAUSES } from './clauses-buyer';
import { LEASE_CLAUSES } from './clauses-lease';
import { LISTING_CLAUSES } from './clauses-listing';
import { SELLER_CLAUSES } from './clauses-seller';
import type { ClauseEntry } from './clause-types';

export const CLAUSE_LIBRARY: readonly ClauseEntry[] = [
  ...BUYER_CLAUSES,
  ...SELLER_CLAUSES,
  ...LISTING_CLAUSES,
  ...LEASE_CLAUSES,
];

/** TREC Rule §537.11, in one sentence shown with every set of clauses. */
export const CLAUSE_NOTICE =
  'A license holder may add only factual statements and business details to a TREC promulgated form, not legal language (TREC Rule §537.11, 22 TAC §537.11). Use the promulgated addenda named here, and have the client consult an attorney for anything else.';
