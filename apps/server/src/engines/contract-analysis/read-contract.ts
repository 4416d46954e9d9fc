// Text → form → terms → deadlines, through the domain reader and the TREC deadline engine.
import type { ContractType } from '@bluebonnet/contracts';
import { computeContractDeadlines, type Deadline } from '@bluebonnet/domain';
import {
  detectContractForm,
  extractContractTerms,
  toDeadlineInput,
  type ContractForm,
  type ContractTerms,
  type DeadlineMapping,
} from './reader';

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

export function readContract(text: string, chosen: ContractType): ContractReading {
  const form = detectContractForm(text);
  const terms = extractContractTerms(text, form);
  const mapping = toDeadlineInput(terms, form);
  let deadlines: Deadline[] = [];
  if (mapping.input) {
    try {
      deadlines = computeContractDeadlines(mapping.input);
    } catch (error) {
      // toDeadlineInput validated the input already; if the engine still refuses, say why rather than guess.
      const reason = error instanceof Error ? error.message : String(error);
      mapping.missing.push({ term: 'contract', paragraph: 'Contract', reason, affects: ['all'] });
    }
  }
  const kind = form.kind === 'unknown' ? chosen : form.kind;
  return { text, form, terms, mapping, deadlines, kind, trec: isTrecFamily(form.family) };
}
