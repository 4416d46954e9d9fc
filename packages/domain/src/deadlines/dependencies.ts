// Which of the contract's core blanks each deadline needs, so one blank never costs a deadline that
// does not depend on it, and a missing term can name exactly the deadlines it blocks.
import { computeContractDeadlines } from './compute-deadlines';
import { DEADLINE_KEYS, type Deadline, type DeadlineKey } from './deadline-types';
import type { ContractDeadlineInput } from './input-types';

/** The blanks a contract draft most often leaves, named as in MissingTerm.term. */
export const DEADLINE_TERMS = ['effectiveDate', 'closingDate', 'title.objectionDays', 'option.days'] as const;
export type DeadlineTerm = (typeof DEADLINE_TERMS)[number];

/**
 * needs: without the term the deadline cannot be dated. A blank Effective Date makes it wait for that
 * date (with its day count); a blank ¶9A date, ¶6D days or ¶5B days leave it out, since they are not
 * events that will happen but blanks the parties must fill.
 * cappedBy: "… or before closing, whichever first occurs": without the term the deadline is dated by
 * its other rule, which the term could only make earlier.
 * Some needs are conditional (the option period needs no Effective Date once extended to a fixed date;
 * title objections need it only for a Buyer's new survey); the table lists what a deadline may need.
 */
export type DeadlineDependency = { needs: readonly DeadlineTerm[]; cappedBy: readonly DeadlineTerm[] };

const ED: DeadlineDependency = { needs: ['effectiveDate'], cappedBy: [] };
const CLOSING: DeadlineDependency = { needs: ['closingDate'], cappedBy: [] };
const NONE: DeadlineDependency = { needs: [], cappedBy: [] };
const RECEIPT_OR_CLOSING: DeadlineDependency = { needs: [], cappedBy: ['closingDate'] };

export const DEADLINE_DEPENDENCIES: Readonly<Record<DeadlineKey, DeadlineDependency>> = {
  'earnest-money': ED,
  'option-fee': ED,
  'additional-earnest-money': ED,
  'option-period': { needs: ['effectiveDate', 'option.days'], cappedBy: [] },
  'natural-resource-leases-delivery': ED,
  'natural-resource-leases-termination': NONE,
  'condo-documents-delivery': ED,
  'condo-documents-termination': NONE,
  'condo-resale-certificate-delivery': ED,
  'condo-resale-certificate-termination': NONE,
  'condo-right-of-refusal-certification': ED,
  'hoa-information-delivery': ED,
  'hoa-information-termination': RECEIPT_OR_CLOSING,
  'hoa-information-not-obtained-termination': { needs: ['effectiveDate'], cappedBy: ['closingDate'] },
  'hoa-updated-resale-certificate': NONE,
  'sellers-disclosure-delivery': ED,
  'sellers-disclosure-termination': RECEIPT_OR_CLOSING,
  'water-disclosure-delivery': ED,
  'water-disclosure-termination': RECEIPT_OR_CLOSING,
  'lead-paint-inspection': ED,
  'lead-paint-termination': ED,
  'construction-start': ED,
  'substantial-completion': NONE,
  // 23-xx counts the survey from Substantial Completion instead; the table keeps the stricter reading.
  survey: ED,
  'survey-replacement': CLOSING,
  'title-commitment': NONE,
  'title-commitment-extension': RECEIPT_OR_CLOSING,
  'title-objections': { needs: ['title.objectionDays', 'effectiveDate'], cappedBy: ['closingDate'] },
  // Counted from the objections actually delivered, not from the ¶6D days.
  'title-cure-period': NONE,
  'title-objection-election': NONE,
  'buyer-approval': ED,
  'appraisal-termination': ED,
  'property-approval': CLOSING,
  'agreed-repairs': CLOSING,
  closing: CLOSING,
  'afida-filing': CLOSING,
};

/** Whether the input states the term (the engine treats null and absent alike). */
export function hasTerm(input: ContractDeadlineInput, term: DeadlineTerm): boolean {
  if (term === 'effectiveDate') return input.effectiveDate != null;
  if (term === 'closingDate') return input.closingDate != null;
  // No option right (no fee stated) means there are no option days to be missing.
  if (term === 'option.days') return !input.option?.feeStated || input.option.days != null;
  return input.title.objectionDays != null;
}

/** The input with one term blank. */
export function withoutTerm(input: ContractDeadlineInput, term: DeadlineTerm): ContractDeadlineInput {
  if (term === 'title.objectionDays') return { ...input, title: { ...input.title, objectionDays: null } };
  if (term === 'option.days') return { ...input, option: input.option && { ...input.option, days: null } };
  return term === 'effectiveDate' ? { ...input, effectiveDate: null } : { ...input, closingDate: null };
}

// Any valid stand-in works: which deadlines exist does not depend on the value, only on its presence.
const STAND_IN_DATE = '2000-01-01';

function withStandIn(input: ContractDeadlineInput, term: DeadlineTerm): ContractDeadlineInput {
  if (term === 'title.objectionDays') return { ...input, title: { ...input.title, objectionDays: 0 } };
  if (term === 'option.days') return { ...input, option: input.option && { ...input.option, days: 0 } };
  if (term === 'effectiveDate') return { ...input, effectiveDate: input.closingDate ?? STAND_IN_DATE };
  return { ...input, closingDate: input.effectiveDate ?? STAND_IN_DATE };
}

/** Blocked: present once the term is filled, but left out or waiting on something new without it. */
function blocked(filled: Deadline, blank: Deadline | undefined): boolean {
  if (!blank) return true;
  if (blank.status !== 'waiting') return false;
  return filled.status !== 'waiting' || filled.waitingFor !== blank.waitingFor;
}

/**
 * The deadlines this input would have if `term` were filled in but cannot date without it, in
 * DEADLINE_KEYS order. Empty when the term is present. Throws like computeContractDeadlines on bad input.
 */
export function deadlinesBlockedBy(input: ContractDeadlineInput, term: DeadlineTerm): DeadlineKey[] {
  if (hasTerm(input, term)) return [];
  const blank = new Map(computeContractDeadlines(input).map((d) => [d.key, d]));
  const filled = new Map(computeContractDeadlines(withStandIn(input, term)).map((d) => [d.key, d]));
  return DEADLINE_KEYS.filter((key) => {
    const d = filled.get(key);
    return d !== undefined && blocked(d, blank.get(key));
  });
}
