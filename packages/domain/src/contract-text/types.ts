// What the offline contract reader returns. Every value carries the exact text it came from, and a
// value the text does not state is null: the reader never fills a blank with a likely figure.
import type { CivilDate } from '../deadlines/civil-date';
import type { LoanType } from '../deadlines/input-types';
import type { Evidence } from './evidence-type';
import type { AddendumKind } from './form-catalog';
import type { ContractFamily, ContractKind } from './form-types';

// Evidence lives in its own module so that form-types.ts can use it without importing this file back.
export type { Evidence };

export type Found<T> = { value: T; evidence: Evidence };

/** A value read from the text, or null when the text leaves it blank or does not state it. */
export type Field<T> = Found<T> | null;

// Money is always an integer number of cents (`…Cents`): $425,000.00 is 42_500_000.

export type PartiesClause = { buyer: Field<string>; seller: Field<string> };

export type PropertyClause = {
  address: Field<string>;
  city: Field<string>;
  county: Field<string>;
  zip: Field<string>;
  lot: Field<string>;
  block: Field<string>;
  addition: Field<string>;
  /** Condominium unit number (30-xx ¶2A(1)). */
  unit: Field<string>;
};

export type PriceClause = {
  /** ¶3A. */
  cashPortionCents: Field<number>;
  /** ¶3B: the sum of all financing. */
  financingCents: Field<number>;
  /** ¶3C: the Sales Price (or a plain-language purchase price). */
  salesPriceCents: Field<number>;
};

export type EarnestMoneyClause = {
  amountCents: Field<number>;
  escrowAgent: Field<string>;
  escrowAgentAddress: Field<string>;
  additionalAmountCents: Field<number>;
  additionalDays: Field<number>;
};

export type OptionClause = { feeCents: Field<number>; days: Field<number> };

export type FinancingKind = LoanType | 'cash' | 'seller-financing' | 'loan-assumption';

export type FinancingClause = {
  type: Field<FinancingKind>;
  /** Principal of the (first) loan named in the financing addendum. */
  loanAmountCents: Field<number>;
  /** Third Party Financing Addendum ¶2A: which box is checked. */
  subjectToBuyerApproval: Field<boolean>;
  buyerApprovalDays: Field<number>;
  /** 40-11 ¶1G: Buyer waives the right to terminate under ¶2B. */
  propertyApprovalWaived: Field<boolean>;
};

export type TitleClause = {
  company: Field<string>;
  policyPaidBy: Field<'seller' | 'buyer'>;
  /** ¶6D (¶6C on the condominium form). */
  objectionDays: Field<number>;
  /** Date on the Contract Receipt: the Title Company received the contract (starts ¶6B). */
  contractReceivedDate: Field<CivilDate>;
};

export type SurveyChoice = 'seller-existing' | 'buyer-new' | 'seller-new' | 'not-required';
export type SurveyClause = { choice: Field<SurveyChoice>; days: Field<number> };

export type SubdivisionInformationChoice = 'seller-delivers' | 'buyer-obtains' | 'already-received' | 'not-required';

export type HoaClause = {
  /** ¶6E(2) "is / is not subject to mandatory membership" (a condominium always has its Association). */
  mandatoryMembership: Field<boolean>;
  association: Field<string>;
  /** HOA Addendum ¶A box. */
  subdivisionInformation: Field<SubdivisionInformationChoice>;
  days: Field<number>;
  updatedResaleCertificate: Field<boolean>;
};

/** ¶7B Seller's Disclosure Notice, or 20-19 ¶7I Seller's Water Disclosure: which box, and the delivery days. */
export type DisclosureNoticeClause = {
  /** (1) received, (2) not received (Seller delivers within N days), (3) not required. */
  choice: Field<'received' | 'not-received' | 'not-required'>;
  days: Field<number>;
};

export type LeadPaintClause = {
  /** Year built when the text states it (lead-based paint rules apply before 1978). */
  yearBuilt: Field<number>;
  /** Lead-Based Paint Addendum ¶C: true when Buyer keeps the 10-day inspection right (C2). */
  inspection: Field<boolean>;
};

export type CondoClause = {
  documents: Field<'received' | 'not-received'>;
  documentsDays: Field<number>;
  resaleCertificate: Field<'received' | 'not-received' | 'affidavit-waived'>;
  resaleCertificateDays: Field<number>;
  rightOfRefusalDays: Field<number>;
};

/** New Home (incomplete construction, 23-xx) ¶7E: when building starts and must be substantially complete. */
export type ConstructionClause = { startDays: Field<number>; substantialCompletionDate: Field<CivilDate> };

export type NaturalResourceLeasesClause = { delivered: Field<boolean>; terminationDays: Field<number> };

export type RepairsClause = {
  acceptance: Field<'as-is' | 'as-is-with-repairs'>;
  repairs: Field<string>;
};

export type LeaseClause = {
  landlord: Field<string>;
  tenant: Field<string>;
  monthlyRentCents: Field<number>;
  securityDepositCents: Field<number>;
  commencementDate: Field<CivilDate>;
  expirationDate: Field<CivilDate>;
  /** Stated term, or whole months between the two dates when the lease runs month-to-month-end. */
  termMonths: Field<number>;
  /** Day of the month rent is due (1 for "on or before the 1st day of each month"). */
  rentDueDay: Field<number>;
  /** Late charges: initial fee, daily fee, and their caps (days or a total), when the lease states them. */
  lateFeeInitialCents: Field<number>;
  lateFeeDailyCents: Field<number>;
  lateFeeMaxDays: Field<number>;
  lateFeeMaxCents: Field<number>;
  /** The fee applies if rent is not received by the end of this day of the month ("by 11:59 p.m. on the 3rd"). */
  lateFeeAfterDay: Field<number>;
  /** Days after surrender within which the landlord refunds the deposit, as the lease states it. */
  depositRefundDays: Field<number>;
  /** Written notice of non-renewal: days before the Expiration Date. */
  nonRenewalNoticeDays: Field<number>;
  renewal: Field<'month-to-month' | 'none'>;
  /** Dwelling units in the building (1 for a single-family home), when stated: Property Code §92.019's cap turns on it. */
  dwellingUnits: Field<number>;
};

export type ListingClause = {
  broker: Field<string>;
  listingPriceCents: Field<number>;
  startDate: Field<CivilDate>;
  endDate: Field<CivilDate>;
  commissionPercent: Field<number>;
  commissionCents: Field<number>;
  protectionPeriodDays: Field<number>;
};

export type FindingCode =
  | 'sales-price-adds-up'
  | 'sales-price-mismatch'
  | 'financing-addendum-missing'
  | 'lead-paint-addendum-missing'
  | 'hoa-addendum-missing'
  | 'no-option-right'
  | 'addendum-not-in-text'
  | 'form-outdated'
  | 'form-not-yet-published'
  | 'form-currency-unknown';

export type Finding = {
  code: FindingCode;
  severity: 'error' | 'warning' | 'info';
  message: string;
  evidence: Evidence[];
};

export type ContractTerms = {
  kind: ContractKind;
  family: ContractFamily;
  parties: PartiesClause;
  property: PropertyClause;
  price: PriceClause;
  earnestMoney: EarnestMoneyClause;
  option: OptionClause;
  financing: FinancingClause;
  title: TitleClause;
  survey: SurveyClause;
  naturalResourceLeases: NaturalResourceLeasesClause;
  sellersDisclosure: DisclosureNoticeClause;
  /** 20-19 ¶7I (Seller's Water Disclosure, TREC 61-0); null values on earlier forms, which have no ¶7I. */
  waterDisclosure: DisclosureNoticeClause;
  leadPaint: LeadPaintClause;
  repairs: RepairsClause;
  hoa: HoaClause;
  condo: CondoClause;
  construction: ConstructionClause;
  /** ¶9A date (the written date, before any "7 days after cure" extension). */
  closingDate: Field<CivilDate>;
  possession: Field<'closing-and-funding' | 'temporary-lease'>;
  specialProvisions: Field<string>;
  /** ¶22 boxes that are checked, in form order. */
  checkedAddenda: Found<AddendumKind>[];
  /** ¶22 "Other (list):" text. */
  otherAddenda: Field<string>;
  effectiveDate: Field<CivilDate>;
  lease: LeaseClause | null;
  listing: ListingClause | null;
  findings: Finding[];
};
