export { contractAnalysisTask } from './contract-analysis-task';
export { analyseContract, TREC_RULES_SOURCE } from './analyse-contract';
export { assessRisk, type RiskAssessment } from './assess-risk';
export { readContract, type ContractReading } from './read-contract';
export { contractAnalysisProse, mergeContractAnalysisProse, type ContractAnalysisProse } from './prose';
export type { ContractAnalysisInput, ContractAnalysisOutput, MarketFacts, MarketLookup, MortgageRate } from './types';
