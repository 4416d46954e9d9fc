import { z } from 'zod';
import { bodyId, errorBody } from '../common/errors';
import { type ContractType, contractTypes, MAX_CONTRACT_TEXT, MIN_CONTRACT_TEXT } from './analysis';

/**
 * What to do with a contract that is already on file (same property and parties):
 * 'auto' (the default) answers 409 naming it, so the agent can choose; 'update' analyses into the
 * record `updateId` names, keeping its ticked action items and the earlier analysis as a version;
 * 'new' always saves a new contract.
 */
export const analysisModes = ['auto', 'new', 'update'] as const;
export type AnalysisMode = (typeof analysisModes)[number];

/** What the Analyze form holds: type, text, and the name of the PDF the text came from. */
export const contractAnalysisDraft = z.object({
  contractType: z.enum(contractTypes, 'Please select a contract type.'),
  contractText: z
    .string()
    .trim()
    .min(1, 'Please select a contract type and provide contract text.')
    .min(MIN_CONTRACT_TEXT, 'Please provide a more complete contract for accurate analysis.')
    .max(MAX_CONTRACT_TEXT, 'The contract text is too long (400,000 characters at most).'),
  filename: z.string().trim().max(255).nullish(),
});

export const createContractAnalysisRequest = contractAnalysisDraft
  .extend({
    mode: z.enum(analysisModes, "mode must be 'auto', 'new' or 'update'.").optional(),
    updateId: bodyId('updateId must be the id of one of your contracts.').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'update' && body.updateId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['updateId'], message: 'Choose the contract to update (updateId).' });
    }
    if (body.mode !== 'update' && body.updateId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['mode'], message: "updateId goes with mode 'update'." });
    }
  });
export type CreateContractAnalysisRequest = z.infer<typeof createContractAnalysisRequest>;

/** The contract already on file that a new analysis matches (the 409's `existing`). */
export const contractOnFile = z.object({
  id: z.number().int(),
  number: z.number().int(),
  /** 'Purchase contract #2' */
  title: z.string(),
  contractType: z.enum(contractTypes),
  filename: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  version: z.number().int(),
  analysedAt: z.string(),
});
export type ContractOnFile = z.infer<typeof contractOnFile>;

/** The body of the 409 a matching analysis gets in mode 'auto'. */
export const contractOnFileConflict = errorBody.extend({ existing: contractOnFile });
export type ContractOnFileConflict = z.infer<typeof contractOnFileConflict>;

/** How a contract record is named: 'Purchase contract #2', numbered per realtor. */
export function contractRecordTitle(contractType: ContractType, number: number): string {
  return `${contractType.charAt(0).toUpperCase()}${contractType.slice(1)} contract #${number}`;
}
