// Extracted terms → the deadline engine's input. Nothing is filled in to make the input complete:
// what the text does not state is listed in `missing` with exactly the deadlines it blocks, and every
// other deadline is still computed.
import type { DeadlineKey } from '../deadlines/deadline-types';
import { DEADLINE_TERMS, deadlinesBlockedBy, type DeadlineTerm } from '../deadlines/dependencies';
import { isTrecForm } from '../deadlines/forms';
import { TREC_FORMS, type ContractDeadlineInput, type Side, type TrecForm } from '../deadlines/input-types';
import { validateDeadlineInput } from '../deadlines/validate';
import {
  condoInput,
  constructionInput,
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
  /** Deadlines that cannot be computed without it; 'all' only when no TREC rule applies (not a TREC form). */
  affects: readonly (DeadlineKey | 'all')[];
};

export type DeadlineMapping = {
  /** Ready for computeContractDeadlines (blanks included), or null when the TREC rules do not apply. */
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
      "TREC 20-16 is not in the deadline engine; its deadline clauses are the same as 20-17's, so 20-17 rules are used.",
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
  // No version and no Effective Date to pick one by: the latest version; its deadline clauses are the
  // earlier ones' (20-19 only adds ¶7I, which is read only when its box is found).
  const latest = TREC_FORMS.filter((f) => form.formNumber !== null && f.startsWith(`${form.formNumber}-`)).at(-1);
  if (latest && !form.version && !effective) {
    assumptions.push(
      `The form's version number could not be read and the Effective Date is blank; deadlines use ${latest}, the latest version.`,
    );
    return latest;
  }
  return null;
}

const isDeadlineTerm = (term: string): term is DeadlineTerm => (DEADLINE_TERMS as readonly string[]).includes(term);

/** The reasons a core blank is reported, in the words an agent uses. */
function coreBlanks(
  terms: ContractTerms,
  objection: string,
): { term: DeadlineTerm; paragraph: string; reason: string }[] {
  const out: { term: DeadlineTerm; paragraph: string; reason: string }[] = [];
  if (!terms.effectiveDate) {
    out.push({
      term: 'effectiveDate',
      paragraph: 'Effective Date',
      reason:
        'The EXECUTED … (Effective Date) line is blank; deadlines counted from it show their number of days until it is filled in.',
    });
  }
  if (!terms.closingDate)
    out.push({ term: 'closingDate', paragraph: '9A', reason: 'The closing date in ¶9A is blank.' });
  else if (terms.effectiveDate && terms.closingDate.value < terms.effectiveDate.value) {
    out.push({
      term: 'closingDate',
      paragraph: '9A',
      reason: `The closing date in ¶9A (${terms.closingDate.value}) is before the Effective Date (${terms.effectiveDate.value}).`,
    });
  }
  if (!terms.title.objectionDays) {
    out.push({
      term: 'title.objectionDays',
      paragraph: objection,
      reason: `The title objection days in ¶${objection} are blank.`,
    });
  }
  return out;
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
  if (!engine) {
    const reason = `Form version ${form.version ?? '(unreadable)'} is not one the deadline engine supports.`;
    need('form.version', 'Footer', reason, ['all']);
    return { input: null, missing, assumptions };
  }
  // The three blanks drafts most often leave; each blocks only the deadlines that need it (filled in below).
  const blanks = coreBlanks(terms, form.family === 'condo' ? '6C' : '6D');
  const blank = (term: DeadlineTerm) => blanks.some((b) => b.term === term);

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
    constructionInput(ctx),
  );
  input.agreedRepairs = terms.repairs.acceptance?.value === 'as-is-with-repairs';
  // A stated Option Fee with blank ¶5B days is still owed within 3 days; only the period is unknown.
  if (!input.option && (terms.option.feeCents?.value ?? 0) > 0) input.option = { days: null, feeStated: true };
  const full: ContractDeadlineInput = {
    ...input,
    form: engine,
    effectiveDate: terms.effectiveDate?.value ?? null,
    closingDate: blank('closingDate') ? null : (terms.closingDate?.value ?? null),
    title: {
      objectionDays: terms.title.objectionDays?.value ?? null,
      contractReceivedDate: terms.title.contractReceivedDate?.value ?? null,
    },
  };
  try {
    validateDeadlineInput(full);
  } catch (error) {
    // Defensive: the reader bounds every value, so this is not expected; no single term can be blamed.
    need('contract', 'Contract', error instanceof Error ? error.message : String(error), ['all']);
    return { input: null, missing, assumptions };
  }
  // Every blank the dependency table knows names exactly what it blocks, as the engine computes it.
  const exact = (m: MissingTerm): MissingTerm =>
    isDeadlineTerm(m.term) ? { ...m, affects: deadlinesBlockedBy(full, m.term) } : m;
  return {
    input: full,
    missing: [...blanks.map((b) => exact({ ...b, affects: [] })), ...missing.map(exact)],
    assumptions,
  };
}
