// Text → form → terms → deadlines, through the domain reader and the TREC deadline engine.
import type { ContractType, EnteredTerms } from '@bluebonnet/contracts';
import { computeContractDeadlines, type Deadline } from '@bluebonnet/domain';
import {
  detectContractForm,
  extractContractTerms,
  toDeadlineInput,
  type ContractForm,
  type ContractTerms,
  type DeadlineMapping,
} from './reader';
import { applyEnteredTerms } from './entered-terms';

export type ContractReading = {
  text: string;
  form: ContractForm;
  terms: ContractTerms;
  mapping: DeadlineMapping;
  deadlines: Deadline[];
  /** The kind the text reads as; the agent's choice when the text is not recognised. */
  kind: ContractType;
  /** A TREC promulgated contract (not an addendum on its own). */
  trec: boolean;
};

const TREC_FAMILIES = new Set([
  'resale',
  'condo',
  'new-home-incomplete',
  'new-home-completed',
  'farm-and-ranch',
  'unimproved',
]);

export function isTrecFamily(family: string): boolean {
  return TREC_FAMILIES.has(family);
}

/** `entered`: terms the agent filled in on the analysis; they replace what the text says or leaves blank. */
export function readContract(text: string, chosen: ContractType, entered?: EnteredTerms): ContractReading {
  const form = detectContractForm(text);
  const terms = applyEnteredTerms(extractContractTerms(text, form), entered, form.family === 'condo');
  // Any supported TREC form gets an input, blanks included: each deadline needs only its own terms.
  const mapping = toDeadlineInput(terms, form);
  let deadlines: Deadline[] = [];
  if (mapping.input) {
    try {
      deadlines = computeContractDeadlines(mapping.input);
    } catch (error) {
      // toDeadlineInput validated the input already, so this is not expected; if the engine still
      // refuses, say why rather than guess (no single term can be blamed, hence 'all').
      const reason = error instanceof Error ? error.message : String(error);
      mapping.missing.push({ term: 'contract', paragraph: 'Contract', reason, affects: ['all'] });
    }
  }
  const kind = form.kind === 'unknown' ? chosen : form.kind;
  return { text, form, terms, mapping, deadlines, kind, trec: isTrecFamily(form.family) };
}
