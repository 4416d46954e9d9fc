// The contract analysis as an AI task: the engine (engines/contract-analysis) computes the record; an LLM
// may only reword the prose named here.
export { contractAnalysisTask } from './contract-analysis-task';
export { contractAnalysisProse, mergeContractAnalysisProse, type ContractAnalysisProse } from './prose';
