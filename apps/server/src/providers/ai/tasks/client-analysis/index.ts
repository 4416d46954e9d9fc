// The client analysis as an AI task: the engine (engines/client-analysis) computes it; an LLM may only
// reword the prose named here.
export { clientAnalysisTask } from './client-analysis-task';
export { clientAnalysisProse, mergeClientAnalysisProse, type ClientAnalysisProse } from './prose';
