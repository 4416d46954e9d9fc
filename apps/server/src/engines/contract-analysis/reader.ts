// The offline contract reader's API (packages/domain/src/contract-text), gathered in one place so the
// task's files name the few reader types they use the same way.
export {
  ADDENDA,
  detectContractForm,
  extractContractTerms,
  isFormCurrentOn,
  toDeadlineInput,
  versionRequiredOn,
} from '@bluebonnet/domain';
export type {
  AddendumKind,
  ContractForm,
  ContractKind,
  ContractTerms,
  DeadlineMapping,
  Evidence,
  Field,
  Finding as DomainFinding,
  FindingCode,
  MissingTerm,
} from '@bluebonnet/domain';
