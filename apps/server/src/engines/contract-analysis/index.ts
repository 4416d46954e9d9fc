// The contract-analysis engine: contract text → the whole analysis record, deterministically. The LLM task
// that may reword its prose is providers/ai/tasks/contract-analysis.
export { analyseContract, TREC_RULES_SOURCE } from './analyse-contract';
export { assessRisk, type RiskAssessment } from './assess-risk';
export { choiceLabel } from './key-terms';
export { FROM_CENTS } from './format';
export { readContract, type ContractReading } from './read-contract';
export type { ContractAnalysisInput, ContractAnalysisOutput, MarketFacts, MarketLookup, MortgageRate } from './types';
