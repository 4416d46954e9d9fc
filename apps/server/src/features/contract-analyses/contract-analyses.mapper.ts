import type { ActionItem, AnalysisVersionSummary, ContractAnalysis } from '@bluebonnet/contracts';
import type { ContractActionItemRow, ContractAnalysisRow } from '../../db/schema/index';
import type { VersionSummaryRow } from './contract-records.repository';

export function toActionItem(row: ContractActionItemRow): ActionItem {
  return {
    id: row.itemKey,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    priority: row.priority,
    assignedTo: row.assignedTo,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    paragraph: row.paragraph,
    deadlineKey: row.deadlineKey,
  };
}

function toVersionSummary(row: VersionSummaryRow): AnalysisVersionSummary {
  return {
    version: row.version,
    analysedAt: row.analysedAt.toISOString(),
    riskScore: row.riskScore,
    complianceScore: row.complianceScore,
  };
}

/**
 * The stored row plus its action items (which live in their own table so they can be ticked off) and
 * its earlier versions, newest first.
 */
export function toContractAnalysis(
  row: ContractAnalysisRow,
  items: ContractActionItemRow[],
  versions: VersionSummaryRow[] = [],
): ContractAnalysis {
  return {
    ...row.result,
    id: row.id,
    number: row.realtorSeq,
    version: row.version,
    analysedAt: row.analysedAt.toISOString(),
    versions: versions.map(toVersionSummary),
    contractType: row.contractType,
    contractStatus: row.contractStatus,
    filename: row.filename,
    contractText: row.contractText,
    actionItems: items.sort((a, b) => a.position - b.position).map(toActionItem),
    meta: row.meta,
    createdAt: row.createdAt.toISOString(),
  };
}
