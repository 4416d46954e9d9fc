import type { PortfolioSample, ResearchProfile } from '@bluebonnet/contracts';
import type { CustomerIntakeRow, PortfolioSampleRow, ResearchProfileRow } from '../../db/schema/index';
import { toCustomerIntake } from '../customer-intakes/intakes.mapper';

export function toResearchProfile(row: ResearchProfileRow, customer: CustomerIntakeRow | null): ResearchProfile {
  return {
    id: row.id,
    customerId: row.customerId,
    realtorId: row.realtorId,
    researchStatus: row.researchStatus as ResearchProfile['researchStatus'],
    criteriaAnalysis: row.criteriaAnalysis ?? null,
    marketAnalysis: row.marketAnalysis ?? null,
    searchCriteria: row.searchCriteria ?? null,
    totalMatches: row.totalMatches,
    activeMatches: row.activeMatches,
    lastResearchDate: row.lastResearchDate?.toISOString() ?? null,
    nextResearchDate: row.nextResearchDate?.toISOString() ?? null,
    researchFrequency: row.researchFrequency as ResearchProfile['researchFrequency'],
    createdAt: row.createdAt.toISOString(),
    customer: customer ? toCustomerIntake(customer) : null,
  };
}

export function toPortfolioSample(row: PortfolioSampleRow): PortfolioSample {
  return {
    id: row.id,
    researchProfileId: row.researchProfileId,
    propertyId: row.propertyId,
    externalListingData: row.externalListingData as PortfolioSample['externalListingData'],
    matchScore: row.matchScore,
    matchReasons: row.matchReasons,
    aiAnalysis: row.aiAnalysis as PortfolioSample['aiAnalysis'],
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
