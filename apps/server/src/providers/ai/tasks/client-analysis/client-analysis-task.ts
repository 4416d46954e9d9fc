// The client-analysis AI task: the offline engine computes the whole analysis; an LLM may only rewrite
// the prose named by clientAnalysisProse.
import {
  analyseClient,
  clientAnalysisSources,
  type ClientAnalysisInput,
  type ClientAnalysisOutput,
} from '../../../../engines/client-analysis/index';
import type { AiTask } from '../../ai-task';
import { clientAnalysisPrompt, clientAnalysisProse, mergeClientAnalysisProse, type ClientAnalysisProse } from './prose';

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
