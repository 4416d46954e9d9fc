import type { ActionItem, AiMeta, ContractAnalysis } from '@bluebonnet/contracts';
import type { ContractActionItemRow, ContractAnalysisRow } from '../../db/schema/index';

type StoredResult = Omit<
  ContractAnalysis,
  'id' | 'createdAt' | 'contractText' | 'filename' | 'contractStatus' | 'meta' | 'actionItems' | 'contractType'
>;

export function toActionItem(row: ContractActionItemRow): ActionItem {
  return {
    id: row.itemKey,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    priority: row.priority as ActionItem['priority'],
    assignedTo: row.assignedTo as ActionItem['assignedTo'],
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    paragraph: row.paragraph,
    deadlineKey: row.deadlineKey,
  };
}

/** The stored row plus its action items (which live in their own table so they can be ticked off). */
export function toContractAnalysis(row: ContractAnalysisRow, items: ContractActionItemRow[]): ContractAnalysis {
  const result = row.result as StoredResult;
  return {
    ...result,
    id: row.id,
    contractType: row.contractType as ContractAnalysis['contractType'],
    contractStatus: row.contractStatus as ContractAnalysis['contractStatus'],
    filename: row.filename,
    contractText: row.contractText,
    actionItems: items.sort((a, b) => a.position - b.position).map(toActionItem),
    meta: row.meta as AiMeta,
    createdAt: row.createdAt.toISOString(),
  };
}
