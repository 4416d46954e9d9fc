import { z } from 'zod';
import { bodyId } from '../common/errors';
import { customerIntake } from '../customer-intakes/intake';

export const researchFrequencies = ['daily', 'weekly', 'bi-weekly', 'monthly'] as const;
export const researchStatuses = ['pending', 'active', 'paused', 'completed'] as const;

export const createResearchProfileRequest = z.object({
  customerId: bodyId('Please select a client.'),
  researchFrequency: z
    .enum(researchFrequencies, 'Choose a research frequency: daily, weekly, bi-weekly or monthly')
    .default('weekly'),
});

export const researchProfile = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  realtorId: z.number().int(),
  researchStatus: z.enum(researchStatuses),
  criteriaAnalysis: z.record(z.string(), z.unknown()).nullable(),
  marketAnalysis: z.record(z.string(), z.unknown()).nullable(),
  searchCriteria: z.record(z.string(), z.unknown()).nullable(),
  totalMatches: z.number().int(),
  activeMatches: z.number().int(),
  lastResearchDate: z.string().nullable(),
  nextResearchDate: z.string().nullable(),
  researchFrequency: z.enum(researchFrequencies),
  createdAt: z.string(),
  customer: customerIntake.nullable(),
});
export type ResearchProfile = z.infer<typeof researchProfile>;
export const researchProfilesResponse = z.array(researchProfile);

export const portfolioSample = z.object({
  id: z.number().int(),
  researchProfileId: z.number().int(),
  propertyId: z.string(),
  externalListingData: z.object({
    price: z.number(),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    bedrooms: z.number(),
    bathrooms: z.number(),
    sqft: z.number(),
    propertyType: z.string(),
    yearBuilt: z.number().nullable(),
    source: z.string(),
    demo: z.boolean(),
  }),
  matchScore: z.number().int(),
  matchReasons: z.array(z.string()),
  aiAnalysis: z.object({ pros: z.array(z.string()), cons: z.array(z.string()), investmentPotential: z.string() }),
  clientPriority: z.string(),
  realtorNotes: z.string().nullable(),
  clientFeedback: z.string().nullable(),
  status: z.string(),
  presentedAt: z.string().nullable(),
  lastViewedAt: z.string().nullable(),
  scheduledShowingDate: z.string().nullable(),
  createdAt: z.string(),
});
export type PortfolioSample = z.infer<typeof portfolioSample>;
export const portfolioSamplesResponse = z.array(portfolioSample);

export const generateMatchesResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  newMatches: z.number().int(),
  totalMatches: z.number().int(),
  demo: z.boolean(),
});

export const realEstateApiStatus = z.object({
  isLiveDataAvailable: z.boolean(),
  dataSource: z.object({ provider: z.string(), note: z.string() }),
});
