import type { Lead, LeadActivity, LeadImport } from '@bluebonnet/contracts';
import type { LeadActivityRow, LeadImportRow } from '../../db/schema/index';
import type { LeadListRow } from './leads.repository';

export function toLead(row: LeadListRow): Lead {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    source: row.source,
    status: row.status,
    priority: row.priority,
    budget: row.budget,
    timeline: row.timeline,
    propertyType: row.propertyType,
    preferredAreas: row.preferredAreas,
    preApproval: row.preApproval,
    notes: row.notes,
    smsConsent: row.smsConsent,
    nextFollowUpDate: row.nextFollowUpDate,
    lastContactAt: row.lastContactAt?.toISOString() ?? null,
    engagementScore: row.engagementScore,
    conversionProbability: row.conversionProbability,
    intakeId: row.intakeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLeadActivity(row: LeadActivityRow): LeadActivity {
  return {
    id: row.id,
    leadId: row.leadId,
    type: row.type,
    description: row.description,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLeadImport(row: LeadImportRow): LeadImport {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    created: row.created,
    duplicates: row.duplicates,
    rejected: row.rejected,
    rejectedCount: row.rejectedCount,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** "Maria Gonzalez" */
export const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();
