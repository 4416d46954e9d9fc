import type { CivilDate } from './civil-date';
import type { TexasTimeZone } from './deadline-types';

/** Promulgated contract forms covered by trec.md §2 (2024 and 2026 versions). */
export const TREC_FORMS = [
  '20-17',
  '20-18',
  '20-19',
  '30-17',
  '30-18',
  '23-19',
  '23-20',
  '24-19',
  '24-20',
  '25-16',
  '25-17',
  '9-17',
  '9-18',
] as const;

export type TrecForm = (typeof TREC_FORMS)[number];

export type FormFamily =
  | 'resale'
  | 'condo'
  | 'new-home-incomplete'
  | 'new-home-completed'
  | 'farm-and-ranch'
  | 'unimproved';

export type Side = 'buyer' | 'seller';

/** A receipt date is optional everywhere: null or absent means "not received yet". */
type Received = { receivedDate?: CivilDate | null };

/** "Seller delivers within N days after the Effective Date" clauses with a window after receipt. */
export type DeliveryTerms = { days: number } & Received;

/** ¶5B. No option right exists unless an Option Fee amount is stated (¶5D). Days are null while ¶5B is blank. */
export type OptionTerms = { days?: number | null; feeStated: boolean; extendedTo?: CivilDate | null };

export type TitleTerms = {
  /** The blank in ¶6D (¶6C on condo forms): days after Buyer receives the title documents; null while blank. */
  objectionDays?: number | null;
  /** Date on the Contract Receipt: the Title Company received the contract (starts ¶6B). */
  contractReceivedDate?: CivilDate | null;
  /** Buyer received the Commitment and every Exception Document (the later of the two). */
  commitmentReceivedDate?: CivilDate | null;
  /** Seller received Buyer's written objections (starts the 15-day Cure Period). */
  objectionsDeliveredDate?: CivilDate | null;
  /** Objections were cured or waived (can push closing out under ¶9A). */
  objectionsResolvedDate?: CivilDate | null;
};

export type SurveyTerms =
  | { option: 'not-required' }
  | ({ option: 'seller-existing' | 'buyer-new' | 'seller-new'; days: number } & Received);

export type LoanType =
  | 'conventional'
  | 'texas-veterans-land-board'
  | 'fha'
  | 'va'
  | 'usda'
  | 'reverse-mortgage'
  | 'other';

/** Third Party Financing Addendum (TREC 40). */
export type FinancingTerms = {
  loanType: LoanType;
  /** ¶2A blank; null or absent when "not subject to Buyer Approval" is checked. */
  buyerApprovalDays?: number | null;
  /** Amendment (TREC 39) item 9: a new date for the Buyer Approval notice. */
  buyerApprovalAmendedTo?: CivilDate | null;
  /** 40-11 ¶1G: Buyer waives the right to terminate under ¶2B. */
  propertyApprovalWaived?: boolean;
};

/** HOA/POA Addendum (TREC 36) ¶A, one box. */
export type HoaTerms =
  | ({ choice: 'seller-delivers' | 'buyer-obtains'; days: number } & Received)
  | { choice: 'already-received'; updatedResaleCertificate: boolean; paymentDate?: CivilDate | null }
  | { choice: 'not-required' };

/** Condominium contract ¶2B–2D. Absent parts mean "already received" or "does not apply". */
export type CondoTerms = {
  documents?: DeliveryTerms | null;
  resaleCertificate?: DeliveryTerms | null;
  rightOfRefusal?: { days: number; certificationReceivedDate?: CivilDate | null } | null;
};

/** New Home (incomplete construction) ¶7E. */
export type ConstructionTerms = {
  startDays?: number | null;
  substantialCompletionDate?: CivilDate | null;
  /** The day Substantial Completion was actually reached (starts that form's survey clock). */
  completedDate?: CivilDate | null;
};

export type ContractDeadlineInput = {
  form: TrecForm;
  /**
   * Date of final acceptance; day 0 of every "within N days after the Effective Date". Null while
   * blank: those deadlines then wait for it, with their day count (see DEADLINE_DEPENDENCIES).
   */
  effectiveDate?: CivilDate | null;
  /** The date written in ¶9A; null while blank (closing-based deadlines are then left out). */
  closingDate?: CivilDate | null;
  /** Where the property is; defaults to America/Chicago. */
  timeZone?: TexasTimeZone;
  /** The agent's client; decides which party's tasks are assigned to 'client'. Defaults to buyer. */
  representing?: Side;
  option?: OptionTerms | null;
  /** ¶5A(1) blank, when additional earnest money is owed. */
  additionalEarnestMoneyDays?: number | null;
  title: TitleTerms;
  survey?: SurveyTerms | null;
  /** ¶4C(2) checked: Seller has not yet delivered the Natural Resource Leases. */
  naturalResourceLeases?: ({ terminationDays: number } & Received) | null;
  /** ¶7B(2) checked: Buyer has not received the Seller's Disclosure Notice. */
  sellersDisclosure?: DeliveryTerms | null;
  /** 20-19 ¶7I(2) checked: Buyer has not received the Seller's Water Disclosure. */
  waterDisclosure?: DeliveryTerms | null;
  /** Lead-based paint addendum attached (pre-1978 housing). */
  leadBasedPaint?: { inspection: boolean } | null;
  financing?: FinancingTerms | null;
  /** Lender's appraisal addendum (TREC 49-1) box (3): termination days. */
  appraisalAddendum?: { terminationDays: number } | null;
  hoa?: HoaTerms | null;
  condo?: CondoTerms | null;
  construction?: ConstructionTerms | null;
  /** ¶7D(2) or an amendment lists repairs Seller must complete before closing. */
  agreedRepairs?: boolean;
  /** Farm and ranch ¶20C: Buyer must file the AFIDA (FSA-153). */
  afidaFilingRequired?: boolean;
};
