export * from './civil-date';
export * from './holidays';
export * from './roll-forward';
export * from './time-zone';
export * from './deadline-types';
export * from './input-types';
export * from './forms';
export { closingDateFor } from './closing';
export { compareDeadlines, computeContractDeadlines, sortDeadlines } from './compute-deadlines';
export { validateDeadlineInput, MAX_DAY_COUNT } from './validate';
export { EARNEST_MONEY_DAYS, OPTION_PERIOD_CUTOFF } from './money-and-option';
export {
  DEADLINE_DEPENDENCIES,
  DEADLINE_TERMS,
  deadlinesBlockedBy,
  hasTerm,
  withoutTerm,
  type DeadlineDependency,
  type DeadlineTerm,
} from './dependencies';
export { DEADLINE_NAMES, deadlineNames } from './deadline-names';
export { EFFECTIVE_DATE_EVENT } from './deadline-factory';
