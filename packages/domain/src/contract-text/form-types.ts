// What detectContractForm says about a pasted document.
import type { CivilDate } from '../deadlines/civil-date';
import type { FormFamily } from '../deadlines/input-types';
import type { AddendumKind } from './form-catalog';
import type { Evidence } from './evidence-type';

export type ContractFamily =
  | FormFamily
  | 'residential-lease'
  | 'listing-agreement'
  | 'plain-language-purchase'
  | 'plain-language-lease'
  | 'addendum-only'
  | 'unrecognised';

/** The spec's contract types (spec realtor-tools §3.3), plus 'unknown'. */
export type ContractKind = 'purchase' | 'lease' | 'listing' | 'unknown';

export type Publisher = 'TREC' | 'Texas REALTORS';

export type Confidence = 'high' | 'medium' | 'low';

export type DetectedAddendum = {
  kind: AddendumKind;
  name: string;
  /** The TREC series ('40'), when the addendum's number is known. */
  formNumber: string | null;
  /** The printed version ('40-11'), when the text shows it. */
  version: string | null;
  evidence: Evidence;
};

export type ContractForm = {
  family: ContractFamily;
  kind: ContractKind;
  publisher: Publisher | null;
  /** Human name, e.g. 'One to Four Family Residential Contract (Resale)'. */
  name: string;
  /** Series number: '20' for TREC resale, 'TXR-2001' for the Texas REALTORS lease. */
  formNumber: string | null;
  /** Version as printed: '20-18' for TREC forms, the footer date for Texas REALTORS forms. */
  version: string | null;
  /** The date printed in the form's header or footer, when readable. */
  printedDate: CivilDate | null;
  /** Addenda whose own text is in the paste (the ¶22 check boxes are in ContractTerms). */
  addenda: DetectedAddendum[];
  confidence: Confidence;
  evidence: Evidence[];
};
