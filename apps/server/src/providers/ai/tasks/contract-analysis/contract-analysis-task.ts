// The contract-analysis AI task: the offline engine computes the whole record; an LLM may only
// rewrite the prose named by contractAnalysisProse.
import {
  analyseContract,
  type ContractAnalysisInput,
  type ContractAnalysisOutput,
} from '../../../../engines/contract-analysis/index';
import type { AiTask } from '../../ai-task';
import {
  contractAnalysisPrompt,
  contractAnalysisProse,
  mergeContractAnalysisProse,
  type ContractAnalysisProse,
} from './prose';

export const contractAnalysisTask: AiTask<ContractAnalysisInput, ContractAnalysisOutput, ContractAnalysisProse> = {
  name: 'contract-analysis',
  offline: analyseContract,
  sources: (_input, output) => output.sources,
  prose: {
    schema: contractAnalysisProse,
    prompt: contractAnalysisPrompt,
    merge: mergeContractAnalysisProse,
  },
};
