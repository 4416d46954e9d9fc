// The contract-analysis AI task: the offline engine computes the whole record; an LLM may only
// rewrite the prose named by contractAnalysisProse.
import type { AiTask } from '../../ai-task';
import { analyseContract } from './analyse-contract';
import {
  contractAnalysisPrompt,
  contractAnalysisProse,
  mergeContractAnalysisProse,
  type ContractAnalysisProse,
} from './prose';
import type { ContractAnalysisInput, ContractAnalysisOutput } from './types';

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
