import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { leadImports, type LeadImportRow } from '../../db/schema/index';

export async function insertImport(db: Db, realtorId: number, fileName: string, at: Date): Promise<LeadImportRow> {
  const [row] = await db.insert(leadImports).values({ realtorId, fileName, createdAt: at }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findImport(db: Db, realtorId: number, id: number): Promise<LeadImportRow | undefined> {
  const [row] = await db
    .select()
    .from(leadImports)
    .where(and(eq(leadImports.id, id), eq(leadImports.realtorId, realtorId)));
  return row;
}

/** The realtor's import still running that started after `since` (older ones died with a restart). */
export async function runningImport(db: Db, realtorId: number, since: Date): Promise<LeadImportRow | undefined> {
  const [row] = await db
    .select()
    .from(leadImports)
    .where(
      and(eq(leadImports.realtorId, realtorId), eq(leadImports.status, 'running'), gt(leadImports.createdAt, since)),
    )
    .limit(1);
  return row;
}

export async function updateImport(
  db: Db | Tx,
  id: number,
  values: Partial<typeof leadImports.$inferInsert>,
): Promise<void> {
  await db.update(leadImports).set(values).where(eq(leadImports.id, id));
}

/** Runs left 'running' by a server that stopped mid-import: nothing of theirs was stored. */
export async function failStaleImports(db: Db, before: Date, message: string, at: Date): Promise<void> {
  await db
    .update(leadImports)
    .set({ status: 'failed', error: message, finishedAt: at })
    .where(and(eq(leadImports.status, 'running'), lt(leadImports.createdAt, before)));
}
