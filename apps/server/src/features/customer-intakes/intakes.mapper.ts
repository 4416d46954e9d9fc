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
    status: row.status as CustomerIntake['status'],
    priority: row.priority as CustomerIntake['priority'],
    nextFollowUpDate: row.nextFollowUpDate,
    lastContactDate: row.lastContactDate?.toISOString() ?? null,
    formSource: row.formSource,
    isCompleted: row.isCompleted,
    smsConsent: row.smsConsent,
    conversionScore: row.conversionScore,
    urgencyLevel: row.urgencyLevel as CustomerIntake['urgencyLevel'],
    clientProfile: row.clientProfile,
    aiInsights: row.aiInsights,
    recommendedActions: row.recommendedActions as CustomerIntake['recommendedActions'],
    marketMatch: row.marketMatch as CustomerIntake['marketMatch'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
