import type { ActionItem, ContractAnalysis } from '@bluebonnet/contracts';
import type { ContractActionItemRow, ContractAnalysisRow } from '../../db/schema/index';

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

/** The stored row plus its action items (which live in their own table so they can be ticked off). */
export function toContractAnalysis(row: ContractAnalysisRow, items: ContractActionItemRow[]): ContractAnalysis {
  return {
    ...row.result,
    id: row.id,
    contractType: row.contractType,
    contractStatus: row.contractStatus,
    filename: row.filename,
    contractText: row.contractText,
    actionItems: items.sort((a, b) => a.position - b.position).map(toActionItem),
    meta: row.meta,
    createdAt: row.createdAt.toISOString(),
  };
}
