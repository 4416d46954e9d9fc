export { compareContracts } from './compare-contracts';
export type { ComparedContract, ContractComparison } from './compare-types';
