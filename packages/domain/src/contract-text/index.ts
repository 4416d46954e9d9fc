// The offline contract reader: text → form → terms (with evidence) → deadline-engine input.
// Pure functions with no I/O and no Node APIs; it runs on the server and in the browser.
export { detectContractForm } from './detect-form';
export { extractContractTerms } from './extract-terms';
export { toDeadlineInput, type DeadlineMapping, type MissingTerm } from './to-deadline-input';
export { isFormCurrentOn, versionRequiredOn, type FormCurrency, type FormCurrencyStatus } from './form-versions';
export { collectEvidence } from './evidence';
export { parseMoney } from './money';
export { findDate, parseDateText } from './dates';
export { parseDayCount } from './numbers';
export { ADDENDA, MAIN_FORMS, type AddendumKind } from './form-catalog';
export type { Confidence, ContractFamily, ContractForm, ContractKind, DetectedAddendum, Publisher } from './form-types';
export type * from './types';
