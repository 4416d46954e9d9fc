import type { AiMeta, CreateContractAnalysisRequest } from '@bluebonnet/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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
      // The realtor's next number. The caller holds the realtor's row lock (the allowance update), so
      // two inserts cannot both read the same max; the unique index would refuse it if they did.
      realtorSeq: sql`(select coalesce(max(${contractAnalyses.realtorSeq}), 0) + 1 from ${contractAnalyses} where ${contractAnalyses.realtorId} = ${realtorId})`,
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

/** A new version of the record: the contract was analysed again into it (its old analysis is kept). */
export type NewVersion = { contractText: string; filename: string | null; version: number };

/**
 * Stores a recomputed analysis in place (terms entered on it, or a new version of the contract): its
 * record, its scheduled deadlines (replaced, never added to), and its action items, keeping the ticks
 * of items that are still there by key or, for a reworded key, by the same title.
 */
export async function replaceAnalysis(
  tx: Tx,
  realtorId: number,
  id: number,
  output: ContractAnalysisOutput,
  meta: AiMeta,
  newVersion?: NewVersion,
): Promise<void> {
  const owned = and(eq(contractAnalyses.id, id), eq(contractAnalyses.realtorId, realtorId));
  const [row] = await tx
    .update(contractAnalyses)
    // Analysed now by the database's clock, as created_at is on insert.
    .set({ ...analysisColumns(output), meta, ...(newVersion && { ...newVersion, analysedAt: sql`now()` }) })
    .where(owned)
    .returning({ id: contractAnalyses.id });
  if (!row) return;
  const done = await tx
    .select({
      itemKey: contractActionItems.itemKey,
      title: contractActionItems.title,
      completedAt: contractActionItems.completedAt,
    })
    .from(contractActionItems)
    .where(and(eq(contractActionItems.contractId, id), eq(contractActionItems.completed, true)));
  await tx.delete(contractActionItems).where(eq(contractActionItems.contractId, id));
  await tx.delete(contractDeadlines).where(eq(contractDeadlines.contractId, id));
  const byKey = new Map(done.map((d) => [d.itemKey, d.completedAt]));
  const byTitle = new Map(done.map((d) => [d.title, d.completedAt]));
  const ticked = new Map(
    output.actionItems.flatMap((item) => {
      const title = item.title.slice(0, 255);
      if (byKey.has(item.id)) return [[item.id, byKey.get(item.id) ?? null] as const];
      return byTitle.has(title) ? [[item.id, byTitle.get(title) ?? null] as const] : [];
    }),
  );
  await insertChildren(tx, id, realtorId, output, ticked);
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

/** The unique (realtor, number) index refused an insert: two took the same number. */
export function isNumberCollision(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === 'contract_analyses_realtor_seq_unique';
  }
  return false;
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
      number: contractAnalyses.realtorSeq,
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
