import type { TrecSyncRun } from '@bluebonnet/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type TrecSyncRunRow, trecSyncRuns } from '../../db/schema/index';

export type NewRun = Pick<
  typeof trecSyncRuns.$inferInsert,
  'trigger' | 'source' | 'isSample' | 'startedBy' | 'dataDate'
>;

export async function insertRun(db: Db, run: NewRun, now: Date): Promise<TrecSyncRunRow> {
  const [row] = await db
    .insert(trecSyncRuns)
    .values({ ...run, status: 'in_progress', startedAt: now, heartbeatAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateRun(
  db: Db,
  id: number,
  values: Partial<Omit<TrecSyncRunRow, 'id'>>,
): Promise<TrecSyncRunRow | undefined> {
  const [row] = await db.update(trecSyncRuns).set(values).where(eq(trecSyncRuns.id, id)).returning();
  return row;
}

export async function findRun(db: Db, id: number): Promise<TrecSyncRunRow | undefined> {
  const [row] = await db.select().from(trecSyncRuns).where(eq(trecSyncRuns.id, id));
  return row;
}

export async function runInProgress(db: Db): Promise<TrecSyncRunRow | undefined> {
  const [row] = await db.select().from(trecSyncRuns).where(eq(trecSyncRuns.status, 'in_progress'));
  return row;
}

/** The data readers see: the latest successful import. */
export async function currentDatasetRun(db: Db): Promise<TrecSyncRunRow | undefined> {
  const [row] = await db
    .select()
    .from(trecSyncRuns)
    .where(eq(trecSyncRuns.status, 'success'))
    .orderBy(desc(trecSyncRuns.id))
    .limit(1);
  return row;
}

export function latestRuns(db: Db, limit: number): Promise<TrecSyncRunRow[]> {
  return db.select().from(trecSyncRuns).orderBy(desc(trecSyncRuns.id)).limit(limit);
}

/** Runs marked in progress (at most one, by the unique index). */
export function runsInProgress(db: Db): Promise<TrecSyncRunRow[]> {
  return db.select().from(trecSyncRuns).where(eq(trecSyncRuns.status, 'in_progress'));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRunDto(row: TrecSyncRunRow): TrecSyncRun {
  return {
    id: row.id,
    status: row.status,
    trigger: row.trigger,
    source: row.source,
    startedBy: row.startedBy,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    rowsRead: row.rowsRead,
    rowsImported: row.rowsImported,
    rowsRejected: row.rowsRejected,
    dataDate: row.dataDate,
    message: row.message,
    errors: row.errors,
  };
}
