import { z } from 'zod';

/** One ring of the Contract Health Mood Ring (spec realtor-tools §3.14). */
export const contractHealthRecord = z.object({
  id: z.number().int(),
  /** The realtor's own number for the contract ("Purchase contract #1"). */
  number: z.number().int().optional(),
  contractType: z.string(),
  contractStatus: z.string(),
  propertyAddress: z.string().nullable(),
  overallRiskScore: z.number().int(),
  texasComplianceScore: z.number().int(),
  criticalIssuesCount: z.number().int(),
  urgentDeadlines: z.number().int(),
  createdAt: z.string(),
});
export type ContractHealthRecord = z.infer<typeof contractHealthRecord>;
export const contractHealthResponse = z.array(contractHealthRecord);
export const CONTRACT_HEALTH_REFETCH_MS = 300_000;
