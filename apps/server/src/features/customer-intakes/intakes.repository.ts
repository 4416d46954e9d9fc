import type { IntakePriority, IntakeStatus } from '@bluebonnet/contracts';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CustomerIntakeRow, customerIntakes, type NewCustomerIntakeRow } from '../../db/schema/index';

export type IntakeFilter = { status?: IntakeStatus; priority?: IntakePriority; limit: number; before?: number };

/** A page of one realtor's intakes, newest first: an index range scan, whatever the table's size. */
export function listIntakes(db: Db, realtorId: number, f: IntakeFilter): Promise<CustomerIntakeRow[]> {
  const where: SQL[] = [eq(customerIntakes.realtorId, realtorId)];
  if (f.status) where.push(eq(customerIntakes.status, f.status));
  if (f.priority) where.push(eq(customerIntakes.priority, f.priority));
  if (f.before) {
    // Keyset: everything older than the last intake of the previous page. The cursor row is looked up
    // among this realtor's intakes only: another's id must not place the page (it would tell when that
    // intake was made). Compared in SQL, since created_at has microseconds a JS Date would drop.
    where.push(
      sql`(${customerIntakes.createdAt}, ${customerIntakes.id}) < (select created_at, id from customer_intakes where id = ${f.before} and realtor_id = ${realtorId})`,
    );
  }
  return db
    .select()
    .from(customerIntakes)
    .where(and(...where))
    .orderBy(desc(customerIntakes.createdAt), desc(customerIntakes.id))
    .limit(f.limit);
}

/** Whether `id` is one of the realtor's intakes (a page cursor must be). */
export async function ownsIntake(db: Db, realtorId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerIntakes.id })
    .from(customerIntakes)
    .where(and(eq(customerIntakes.id, id), eq(customerIntakes.realtorId, realtorId)));
  return row !== undefined;
}

export async function intakeStats(db: Db, realtorId: number) {
  const rows = await db
    .select({ status: customerIntakes.status, n: count() })
    .from(customerIntakes)
    .where(eq(customerIntakes.realtorId, realtorId))
    .groupBy(customerIntakes.status);
  const by = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    new: by('new'),
    contacted: by('contacted'),
    active: by('active'),
  };
}

export async function findIntake(db: Db, realtorId: number, id: number): Promise<CustomerIntakeRow | undefined> {
  const [row] = await db
    .select()
    .from(customerIntakes)
    .where(and(eq(customerIntakes.id, id), eq(customerIntakes.realtorId, realtorId)));
  return row;
}

/** Those of the ids that are the realtor's intakes. */
export function findIntakes(db: Db, realtorId: number, ids: number[]): Promise<CustomerIntakeRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(customerIntakes)
    .where(and(eq(customerIntakes.realtorId, realtorId), inArray(customerIntakes.id, ids)));
}

export async function insertIntake(db: Db, values: NewCustomerIntakeRow): Promise<CustomerIntakeRow> {
  const [row] = await db.insert(customerIntakes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateIntake(
  db: Db,
  realtorId: number,
  id: number,
  values: Partial<NewCustomerIntakeRow>,
): Promise<CustomerIntakeRow | undefined> {
  const [row] = await db
    .update(customerIntakes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(customerIntakes.id, id), eq(customerIntakes.realtorId, realtorId)))
    .returning();
  return row;
}

export async function deleteIntake(db: Db, realtorId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(customerIntakes)
    .where(and(eq(customerIntakes.id, id), eq(customerIntakes.realtorId, realtorId)))
    .returning({ id: customerIntakes.id });
  return rows.length > 0;
}

/** Stores the latest AI client analysis on the intake. */
export async function saveClientAnalysis(
  db: Db,
  realtorId: number,
  id: number,
  analysis: Pick<
    NewCustomerIntakeRow,
    | 'conversionScore'
    | 'urgencyLevel'
    | 'clientProfile'
    | 'aiInsights'
    | 'recommendedActions'
    | 'marketMatch'
    | 'analysisMeta'
    | 'updatedAt'
  >,
): Promise<void> {
  await db
    .update(customerIntakes)
    .set(analysis)
    .where(and(eq(customerIntakes.id, id), eq(customerIntakes.realtorId, realtorId)));
}
