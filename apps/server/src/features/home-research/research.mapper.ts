import type { CustomerIntake, PortfolioSample, ResearchProfile } from '@bluebonnet/contracts';
import type { PortfolioSampleRow, ResearchProfileRow } from '../../db/schema/index';

export function toResearchProfile(row: ResearchProfileRow, customer: CustomerIntake | null): ResearchProfile {
  return {
    id: row.id,
    customerId: row.customerId,
    realtorId: row.realtorId,
    researchStatus: row.researchStatus,
    criteriaAnalysis: row.criteriaAnalysis ?? null,
    marketAnalysis: row.marketAnalysis ?? null,
    searchCriteria: row.searchCriteria ?? null,
    totalMatches: row.totalMatches,
    activeMatches: row.activeMatches,
    lastResearchDate: row.lastResearchDate?.toISOString() ?? null,
    nextResearchDate: row.nextResearchDate?.toISOString() ?? null,
    researchFrequency: row.researchFrequency,
    createdAt: row.createdAt.toISOString(),
    customer,
  };
}

export function toPortfolioSample(row: PortfolioSampleRow): PortfolioSample {
  return {
    id: row.id,
    researchProfileId: row.researchProfileId,
    propertyId: row.propertyId,
    externalListingData: row.externalListingData,
    matchScore: row.matchScore,
    matchReasons: row.matchReasons,
    aiAnalysis: row.aiAnalysis,
    clientPriority: row.clientPriority,
    realtorNotes: row.realtorNotes,
    clientFeedback: row.clientFeedback,
    status: row.status,
    presentedAt: row.presentedAt?.toISOString() ?? null,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    scheduledShowingDate: row.scheduledShowingDate,
    createdAt: row.createdAt.toISOString(),
  };
}
