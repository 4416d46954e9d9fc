import type { ContractType, GeneratedClause, clientTypes } from '@bluebonnet/contracts';

export type ClientType = (typeof clientTypes)[number];

/** What a contract may call for; clausesForContract maps a contract's gaps to these. */
export type ClauseNeed =
  | 'appraisal-gap'
  | 'appraisal-termination'
  | 'financing'
  | 'sale-of-other-property'
  | 'inspection'
  | 'repairs'
  | 'closing-costs'
  | 'early-possession'
  | 'seller-leaseback'
  | 'survey'
  | 'hoa'
  | 'lead-paint'
  | 'home-warranty'
  | 'cash'
  | 'tenants-in-place'
  | 'exchange-1031'
  | 'back-up'
  | 'personal-property'
  | 'seller-financing'
  | 'loan-assumption'
  | 'marketing'
  | 'broker-fee'
  | 'early-termination'
  | 'protection-period'
  | 'showings'
  | 'pets'
  | 'maintenance'
  | 'renewal'
  | 'security-deposit';

/**
 * One library entry. `clause` is only the factual business detail a license holder may write; where
 * the need calls for legal terms, `addendum` names the promulgated form that carries them.
 * For leases, 'investor' and 'seller' mean the owner's side and 'first-time-buyer' the tenant's.
 */
export type ClauseEntry = {
  id: string;
  type: string;
  contractTypes: readonly ContractType[];
  clientTypes: readonly ClientType[];
  needs: readonly ClauseNeed[];
  clause: string;
  purpose: string;
  placement: string;
  negotiability: string;
  whenToUse: string;
  keywords: readonly string[];
  addendum: string | null;
};

export type RankedClause = GeneratedClause & { id: string; whenToUse: string; matchedNeeds: string[] };
