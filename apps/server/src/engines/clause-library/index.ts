export { clausesForContract } from './clauses-for-contract';
export { generateClauses, type GenerateClausesInput, type GenerateClausesResult } from './generate-clauses';
export { CLAUSE_LIBRARY, CLAUSE_NOTICE } from './library';
export type { ClauseEntry, ClauseNeed, ClientType, RankedClause } from './clause-types';
