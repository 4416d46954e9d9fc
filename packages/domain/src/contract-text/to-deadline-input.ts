// Extracted terms → the deadline engine's input. Nothing is filled in to make the input complete:
// what the text does not state is listed in `missing` with the deadlines it blocks.
import type { DeadlineKey } from '../deadlines/deadline-types';
import { isTrecForm } from '../deadlines/forms';
import { TREC_FORMS, type ContractDeadlineInput, type Side, type TrecForm } from '../deadlines/input-types';
import { validateDeadlineInput } from '../deadlines/validate';
import {
  condoInput,
  disclosureInputs,
  financingInput,
  hoaInput,
  moneyAndOption,
  surveyInput,
  type Need,
} from './deadline-clauses';
import type { ContractForm } from './form-types';
import { versionRequiredOn } from './form-versions';
import type { ContractTerms } from './types';

export type MissingTerm = {
  /** The term, in ContractTerms words: 'effectiveDate', 'option.days'. */
  term: string;
  /** Where it belongs on the form. */
  paragraph: string;
  reason: string;
  /** Deadlines that cannot be computed without it ('all' when nothing can be). */
  affects: readonly (DeadlineKey | 'all')[];
};

export type DeadlineMapping = {
  /** Ready for computeContractDeadlines, or null when a term every deadline needs is missing. */
  input: ContractDeadlineInput | null;
  missing: MissingTerm[];
  /** Choices made without the text saying so, each stated plainly (e.g. the time zone). */
  assumptions: string[];
};

const MOUNTAIN_COUNTIES = ['el paso', 'hudspeth'];

/** The engine's form for the contract: the printed version, or the one mandatory on the Effective Date. */
function engineForm(form: ContractForm, terms: ContractTerms, assumptions: string[]): TrecForm | null {
  if (form.version && isTrecForm(form.version)) return form.version;
  if (form.version === '20-16') {
    assumptions.push(
      'TREC 20-16 is not in the deadline engine; its deadline clauses are the same as 20-17 (trec.md §2.3), so 20-17 rules are used.',
    );
    return '20-17';
  }
  const sample = TREC_FORMS.find((f) => form.formNumber !== null && f.startsWith(`${form.formNumber}-`));
  const effective = terms.effectiveDate?.value;
  const required = sample && effective && !form.version ? versionRequiredOn(sample, effective) : null;
  if (required && isTrecForm(required)) {
    assumptions.push(
      `The form's version number could not be read; deadlines use ${required}, the version mandatory on the Effective Date.`,
    );
    return required;
  }
  return null;
}

export function toDeadlineInput(
  terms: ContractTerms,
  form: ContractForm,
  options: { representing?: Side } = {},
): DeadlineMapping {
  const missing: MissingTerm[] = [];
  const assumptions: string[] = [];
  const need: Need = (term, paragraph, reason, affects) => missing.push({ term, paragraph, reason, affects });
  if (form.publisher !== 'TREC' || form.family === 'addendum-only') {
    const what =
      form.family === 'addendum-only'
        ? 'The contract itself is not in the text'
        : `A ${form.name} is not a TREC promulgated contract`;
    need('form', 'Title', `${what}; the TREC deadline rules cannot be applied.`, ['all']);
    return { input: null, missing, assumptions };
  }
  const engine = engineForm(form, terms, assumptions);
  if (!engine)
    need(
      'form.version',
      'Footer',
      `Form version ${form.version ?? '(unreadable)'} is not one the deadline engine supports.`,
      ['all'],
    );
  if (!terms.effectiveDate)
    need(
      'effectiveDate',
      'Effective Date',
      'The EXECUTED … (Effective Date) line is blank; every deadline counts from it.',
      ['all'],
    );
  if (!terms.closingDate) need('closingDate', '9A', 'The closing date in ¶9A is blank.', ['all']);
  const objection = form.family === 'condo' ? '6C' : '6D';
  if (!terms.title.objectionDays)
    need('title.objectionDays', objection, `The title objection days in ¶${objection} are blank.`, ['all']);

  const input: Partial<ContractDeadlineInput> = options.representing ? { representing: options.representing } : {};
  const county = terms.property.county?.value.toLowerCase() ?? null;
  input.timeZone =
    county && MOUNTAIN_COUNTIES.includes(county.replace(/\s+county$/, '')) ? 'America/Denver' : 'America/Chicago';
  if (!county)
    assumptions.push('The county is not stated; deadlines use Central time (America/Chicago), right for DFW.');
  const ctx = { terms, form, need };
  Object.assign(
    input,
    moneyAndOption(ctx),
    surveyInput(ctx),
    disclosureInputs(ctx),
    financingInput(ctx),
    hoaInput(ctx),
    condoInput(ctx),
  );
  input.agreedRepairs = terms.repairs.acceptance?.value === 'as-is-with-repairs';
  input.title = {
    objectionDays: terms.title.objectionDays?.value ?? 0,
    contractReceivedDate: terms.title.contractReceivedDate?.value ?? null,
  };

  const blocked = missing.some((m) => m.affects.includes('all'));
  if (blocked || !engine || !terms.effectiveDate || !terms.closingDate) return { input: null, missing, assumptions };
  const full: ContractDeadlineInput = {
    ...input,
    form: engine,
    effectiveDate: terms.effectiveDate.value,
    closingDate: terms.closingDate.value,
    title: input.title,
  };
  try {
    validateDeadlineInput(full);
  } catch (error) {
    need('contract', 'Contract', error instanceof Error ? error.message : String(error), ['all']);
    return { input: null, missing, assumptions };
  }
  return { input: full, missing, assumptions };
}
