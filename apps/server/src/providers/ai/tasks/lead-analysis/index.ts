// The lead insights as an AI task: the engine (engines/lead-insights) computes them; an LLM may only
// reword the summary and the actions' wording.
export { leadAnalysisTask } from './lead-analysis-task';
export { leadAnalysisProse, mergeLeadAnalysisProse, type LeadAnalysisProse } from './prose';
