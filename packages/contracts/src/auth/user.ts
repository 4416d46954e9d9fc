import { z } from 'zod';
import { licenseStandings } from '../trec-licenses/trec-licenses';

export const roles = ['admin', 'user'] as const;
export const subscriptionPlans = ['test', 'starter', 'professional', 'enterprise'] as const;
export const subscriptionStatuses = ['trial', 'active', 'cancelled', 'expired'] as const;
export type Role = (typeof roles)[number];
export type SubscriptionPlan = (typeof subscriptionPlans)[number];
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

const isoDate = z.string().describe('ISO 8601 timestamp');

/** The full user record (spec platform §3), without the password hash. */
export const user = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  subscriptionPlan: z.enum(subscriptionPlans),
  subscriptionStatus: z.enum(subscriptionStatuses),
  subscriptionStartDate: isoDate.nullable(),
  subscriptionEndDate: isoDate.nullable(),
  trialEndsAt: isoDate.nullable(),
  monthlyContractAnalysisCount: z.number().int(),
  monthlyContractAnalysisLimit: z.number().int(),
  trecLicenseNumber: z.string().nullable(),
  licenseType: z.string().nullable(),
  licenseStatus: z.string().nullable(),
  licenseeType: z.string().nullable(),
  sponsoringBroker: z.string().nullable(),
  licenseVerifiedAt: isoDate.nullable(),
  /** When the number was last looked up in TREC's data (found or not); null before the first check. */
  licenseCheckedAt: isoDate.nullable(),
  /** The license's standing at that check (trec.md §1.7); null when not checked or not found. */
  licenseStanding: z.enum(licenseStandings).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type User = z.infer<typeof user>;
