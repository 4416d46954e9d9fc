import type { AiMeta, CreateContractAnalysisRequest } from '@bluebonnet/contracts';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  type ContractActionItemRow,
  type ContractAnalysisRow,
  contractActionItems,
  contractAnalyses,
  contractDeadlines,
} from '../../db/schema/index';
import type { ContractAnalysisOutput } from '../../engines/contract-analysis/index';

const LIST_LIMIT = 200;

/** The scalar columns and the stored record of an analysis, from the engine's output. */
function analysisColumns(output: ContractAnalysisOutput) {
  const {
    actionItems: _items,
    sources: _sources,
    propertyAddress,
    zip,
    effectiveDate,
    closingDate,
    ...result
  } = output;
  return {
    formFamily: output.form.family,
    formVersion: output.form.version,
    propertyAddress: propertyAddress?.slice(0, 255) ?? null,
    zip,
    effectiveDate,
    closingDate,
    riskScore: output.riskScore,
    complianceScore: output.complianceCheck.score,
    criticalIssuesCount: output.criticalIssues.length,
    summary: output.aiAnalysis,
    result,
  };
}

export async function insertAnalysis(
  tx: Tx,
  realtorId: number,
  request: CreateContractAnalysisRequest,
  output: ContractAnalysisOutput,
  meta: AiMeta,
): Promise<ContractAnalysisRow> {
  const [row] = await tx
    .insert(contractAnalyses)
    .values({
      realtorId,
      contractType: request.contractType,
      filename: request.filename ?? null,
      contractText: request.contractText,
      ...analysisColumns(output),
      meta,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await insertChildren(tx, row.id, realtorId, output);
  return row;
}

/**
 * Stores a recomputed analysis (terms entered on it) in place: its record, its scheduled deadlines,
 * and its action items, keeping the ticks of items that are still there.
 */
export async function replaceAnalysis(
  tx: Tx,
  realtorId: number,
  id: number,
  output: ContractAnalysisOutput,
  meta: AiMeta,
): Promise<void> {
  const owned = and(eq(contractAnalyses.id, id), eq(contractAnalyses.realtorId, realtorId));
  const [row] = await tx
    .update(contractAnalyses)
    .set({ ...analysisColumns(output), meta })
    .where(owned)
    .returning({ id: contractAnalyses.id });
  if (!row) return;
  const done = await tx
    .select({ itemKey: contractActionItems.itemKey, completedAt: contractActionItems.completedAt })
    .from(contractActionItems)
    .where(and(eq(contractActionItems.contractId, id), eq(contractActionItems.completed, true)));
  await tx.delete(contractActionItems).where(eq(contractActionItems.contractId, id));
  await tx.delete(contractDeadlines).where(eq(contractDeadlines.contractId, id));
  await insertChildren(tx, id, realtorId, output, new Map(done.map((d) => [d.itemKey, d.completedAt])));
}

async function insertChildren(
  tx: Tx,
  contractId: number,
  realtorId: number,
  output: ContractAnalysisOutput,
  completed: ReadonlyMap<string, Date | null> = new Map(),
): Promise<void> {
  const { actionItems } = output;
  if (actionItems.length) {
    await tx.insert(contractActionItems).values(
      actionItems.map((item, position) => ({
        contractId,
        realtorId,
        itemKey: item.id,
        title: item.title.slice(0, 255),
        description: item.description,
        dueDate: item.dueDate,
        dueTime: output.deadlines.find((d) => d.key === item.deadlineKey)?.dueTime ?? null,
        priority: item.priority,
        assignedTo: item.assignedTo,
        paragraph: item.paragraph,
        deadlineKey: item.deadlineKey,
        position,
        completed: completed.has(item.id),
        completedAt: completed.get(item.id) ?? null,
      })),
    );
  }
  // Deadlines still waiting for a date (a receipt, a blank Effective Date) are not scheduled yet:
  // the deadlines card and the calendar feed only ever see dated ones.
  const scheduled = output.deadlines.flatMap(({ dueDate, ...d }) => (dueDate === null ? [] : [{ ...d, dueDate }]));
  if (scheduled.length) {
    await tx.insert(contractDeadlines).values(
      scheduled.map((d) => ({
        contractId,
        realtorId,
        deadlineKey: d.key,
        title: d.title.slice(0, 255),
        dueDate: d.dueDate,
        dueTime: d.dueTime,
        timeZone: d.timeZone,
        paragraph: d.paragraph,
        rule: d.rule,
        note: d.note,
        assignedTo: d.assignee,
        priority: d.priority,
      })),
    );
  }
}

export async function listAnalyses(db: Db, realtorId: number) {
  const rows = await db
    .select()
    .from(contractAnalyses)
    .where(eq(contractAnalyses.realtorId, realtorId))
    .orderBy(desc(contractAnalyses.createdAt), desc(contractAnalyses.id))
    .limit(LIST_LIMIT);
  const items = rows.length
    ? await db
        .select()
        .from(contractActionItems)
        .where(
          inArray(
            contractActionItems.contractId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return { rows, itemsByContract: groupBy(items, (i) => i.contractId) };
}

export async function findAnalysis(db: Db, realtorId: number, id: number) {
  const [row] = await db
    .select()
    .from(contractAnalyses)
    .where(and(eq(contractAnalyses.id, id), eq(contractAnalyses.realtorId, realtorId)));
  if (!row) return undefined;
  const items = await db.select().from(contractActionItems).where(eq(contractActionItems.contractId, id));
  return { row, items };
}

export async function setActionItemCompleted(
  db: Db,
  realtorId: number,
  contractId: number,
  itemKey: string,
  completed: boolean,
): Promise<ContractActionItemRow | undefined> {
  const [row] = await db
    .update(contractActionItems)
    .set({ completed, completedAt: completed ? new Date() : null })
    .where(
      and(
        eq(contractActionItems.contractId, contractId),
        eq(contractActionItems.itemKey, itemKey),
        eq(contractActionItems.realtorId, realtorId),
      ),
    )
    .returning();
  return row;
}

/** Open action items and scheduled deadlines of active contracts due in [from, to]. */
export async function upcoming(db: Db, realtorId: number, from: string, to: string) {
  const contract = {
    contractType: contractAnalyses.contractType,
    propertyAddress: contractAnalyses.propertyAddress,
  };
  const active = and(eq(contractAnalyses.realtorId, realtorId), eq(contractAnalyses.contractStatus, 'active'));
  const items = await db
    .select({ item: contractActionItems, ...contract })
    .from(contractActionItems)
    .innerJoin(contractAnalyses, eq(contractAnalyses.id, contractActionItems.contractId))
    .where(
      and(
        active,
        eq(contractActionItems.realtorId, realtorId),
        eq(contractActionItems.completed, false),
        gte(contractActionItems.dueDate, from),
        lte(contractActionItems.dueDate, to),
      ),
    )
    .orderBy(asc(contractActionItems.dueDate));
  const deadlines = await db
    .select({ deadline: contractDeadlines, ...contract })
    .from(contractDeadlines)
    .innerJoin(contractAnalyses, eq(contractAnalyses.id, contractDeadlines.contractId))
    .where(
      and(
        active,
        eq(contractDeadlines.realtorId, realtorId),
        gte(contractDeadlines.dueDate, from),
        lte(contractDeadlines.dueDate, to),
      ),
    )
    .orderBy(asc(contractDeadlines.dueDate));
  return { items, deadlines };
}

export async function allDeadlines(db: Db, realtorId: number) {
  return db
    .select({
      deadline: contractDeadlines,
      propertyAddress: contractAnalyses.propertyAddress,
      contractType: contractAnalyses.contractType,
    })
    .from(contractDeadlines)
    .innerJoin(contractAnalyses, eq(contractAnalyses.id, contractDeadlines.contractId))
    .where(and(eq(contractDeadlines.realtorId, realtorId), eq(contractAnalyses.contractStatus, 'active')))
    .orderBy(asc(contractDeadlines.dueDate));
}

function groupBy<T, K>(list: T[], key: (t: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of list) {
    const k = key(item);
    const bucket = map.get(k);
    if (bucket) bucket.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Just the columns the Mood Ring needs — not the contract text or the full result. */
export async function healthRows(db: Db, realtorId: number) {
  return db
    .select({
      id: contractAnalyses.id,
      contractType: contractAnalyses.contractType,
      contractStatus: contractAnalyses.contractStatus,
      propertyAddress: contractAnalyses.propertyAddress,
      riskScore: contractAnalyses.riskScore,
      complianceScore: contractAnalyses.complianceScore,
      criticalIssuesCount: contractAnalyses.criticalIssuesCount,
      createdAt: contractAnalyses.createdAt,
    })
    .from(contractAnalyses)
    .where(eq(contractAnalyses.realtorId, realtorId))
    .orderBy(desc(contractAnalyses.createdAt), desc(contractAnalyses.id))
    .limit(LIST_LIMIT);
}
