import { z } from 'zod';
import { bodyId } from '../common/errors';
import { aiMeta } from '../ai/meta';
import { contractTypes, evidence, generatedClause, MIN_CONTRACT_TEXT } from './analysis';

export const extractPdfResponse = z.object({
  text: z.string(),
  pages: z.number().int(),
  requiresManualPaste: z.boolean(),
  message: z.string().optional(),
});
export type ExtractPdfResponse = z.infer<typeof extractPdfResponse>;
export const MAX_PDF_BYTES = 20 * 1024 * 1024;

const side = z
  .string()
  .trim()
  .min(MIN_CONTRACT_TEXT, 'Each contract needs at least 100 characters of text.')
  .max(400_000);

/** Compare two contracts: either pasted text or ids of saved analyses. */
export const compareContractsRequest = z
  .object({
    contractA: z.object({
      text: side.optional(),
      analysisId: bodyId().optional(),
      label: z.string().max(80).optional(),
    }),
    contractB: z.object({
      text: side.optional(),
      analysisId: bodyId().optional(),
      label: z.string().max(80).optional(),
    }),
  })
  .refine((v) => (v.contractA.text || v.contractA.analysisId) && (v.contractB.text || v.contractB.analysisId), {
    message: 'Provide two contracts to compare (text or a saved analysis).',
  });
export type CompareContractsRequest = z.infer<typeof compareContractsRequest>;

export const termDifference = z.object({
  category: z.enum(['money', 'dates', 'parties', 'contingencies', 'risk', 'other']),
  term: z.string(),
  a: z.string(),
  b: z.string(),
  difference: z.string(),
  favours: z.enum(['a', 'b', 'neither', 'depends']),
  significance: z.enum(['high', 'medium', 'low']),
  evidenceA: evidence.nullable(),
  evidenceB: evidence.nullable(),
});
export const compareContractsResponse = z.object({
  labelA: z.string(),
  labelB: z.string(),
  summary: z.string(),
  differences: z.array(termDifference),
  same: z.array(z.string()),
  riskA: z.number().int(),
  riskB: z.number().int(),
  meta: aiMeta,
});
export type CompareContractsResponse = z.infer<typeof compareContractsResponse>;

export const clientTypes = ['first-time-buyer', 'investor', 'seller'] as const;
export const generateClausesRequest = z.object({
  contractType: z.enum(contractTypes, 'Please select a contract type.'),
  clientType: z.enum(clientTypes, 'Please select a client type.'),
  specificNeeds: z.string().trim().max(2000).default(''),
});
export type GenerateClausesRequest = z.infer<typeof generateClausesRequest>;
export const generateClausesResponse = z.object({
  clauses: z.array(
    generatedClause.extend({ id: z.string(), whenToUse: z.string(), matchedNeeds: z.array(z.string()) }),
  ),
  notice: z.string(),
  meta: aiMeta,
});
export type GenerateClausesResponse = z.infer<typeof generateClausesResponse>;

export const marketInsightsRequest = z.object({
  area: z.string().trim().min(1, 'Enter a ZIP code or city, or pick a saved contract.').max(120).optional(),
  analysisId: bodyId().optional(),
});
export const marketInsightsResponse = z.object({
  area: z.string(),
  zip: z.string().nullable(),
  figures: z.array(z.object({ label: z.string(), value: z.string(), asOf: z.string().nullable() })),
  insights: z.array(z.string()),
  meta: aiMeta,
});
export type MarketInsightsResponse = z.infer<typeof marketInsightsResponse>;
