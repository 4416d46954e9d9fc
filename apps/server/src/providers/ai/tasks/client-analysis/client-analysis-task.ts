// The client-analysis AI task: the offline engine computes the whole analysis; an LLM may only rewrite
// the prose named by clientAnalysisProse.
import type { AiTask } from '../../ai-task';
import { analyseClient, clientAnalysisSources } from './analyse-client';
import { clientAnalysisPrompt, clientAnalysisProse, mergeClientAnalysisProse, type ClientAnalysisProse } from './prose';
import type { ClientAnalysisInput, ClientAnalysisOutput } from './types';

export const clientAnalysisTask: AiTask<ClientAnalysisInput, ClientAnalysisOutput, ClientAnalysisProse> = {
  name: 'client-analysis',
  offline: analyseClient,
  sources: (input) => clientAnalysisSources(input),
  prose: {
    schema: clientAnalysisProse,
    prompt: clientAnalysisPrompt,
    merge: mergeClientAnalysisProse,
  },
};
