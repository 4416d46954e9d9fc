import type { CustomerIntake } from '@bluebonnet/contracts';
import type { CustomerIntakeRow } from '../../db/schema/index';

export function toCustomerIntake(row: CustomerIntakeRow): CustomerIntake {
  return {
    id: row.id,
    realtorId: row.realtorId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    preferredContact: row.preferredContact,
    realEstateGoal: row.realEstateGoal,
    propertyType: row.propertyType,
    budgetRange: row.budgetRange,
    timeframe: row.timeframe,
    currentSituation: row.currentSituation,
    preferredAreas: row.preferredAreas,
    additionalNeeds: row.additionalNeeds,
    preApprovalStatus: row.preApprovalStatus,
    hearAboutUs: row.hearAboutUs,
    notes: row.notes,
    status: row.status,
    priority: row.priority,
    nextFollowUpDate: row.nextFollowUpDate,
    lastContactDate: row.lastContactDate?.toISOString() ?? null,
    formSource: row.formSource,
    isCompleted: row.isCompleted,
    smsConsent: row.smsConsent,
    conversionScore: row.conversionScore,
    urgencyLevel: row.urgencyLevel,
    clientProfile: row.clientProfile,
    aiInsights: row.aiInsights,
    recommendedActions: row.recommendedActions,
    marketMatch: row.marketMatch,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
