// The lead-insights AI task: the offline engine computes the whole reading; an LLM may only rewrite the
// prose named by leadAnalysisProse. meta.sources are the rules and the dated market data the engine used.
import {
  computeLeadInsights,
  type LeadInsightsInput,
  type LeadInsightsResult,
} from '../../../../engines/lead-insights/index';
import type { AiTask } from '../../ai-task';
import { leadAnalysisPrompt, leadAnalysisProse, mergeLeadAnalysisProse, type LeadAnalysisProse } from './prose';

export const leadAnalysisTask: AiTask<LeadInsightsInput, LeadInsightsResult, LeadAnalysisProse> = {
  name: 'lead-analysis',
  offline: computeLeadInsights,
  sources: (_input, output) => output.sources,
  prose: {
    schema: leadAnalysisProse,
    prompt: leadAnalysisPrompt,
    merge: mergeLeadAnalysisProse,
  },
};
