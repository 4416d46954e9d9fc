import type { LeadListFilter } from '@bluebonnet/contracts';
import { and, asc, desc, eq, getTableColumns, gte, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type LeadRow, leads, type NewLeadRow } from '../../db/schema/index';

/** Every column but the stored insights: lists never need them and they are the row's bulk. */
const { insights: _insights, ...listColumns } = getTableColumns(leads);
export type LeadListRow = Omit<LeadRow, 'insights'>;

/** Follow-ups of converted or lost leads are over: they are not "due". */
const CLOSED_STATUSES = ['converted', 'lost'] as const;

export type LeadQuery = {
  filter: LeadListFilter;
  search?: string | undefined;
  /** The realtor's today (Central time), for `follow_up_due`. */
  today: string;
};
export type LeadPage = LeadQuery & { limit: number; before?: number | undefined };

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search that looks like a phone number ("214-555", "(469) 555 01"): matched on the stored digits. */
function phoneDigitsOf(search: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(search)) return null;
  let digits = search.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length >= 3 ? digits : null;
}

function conditions(realtorId: number, q: LeadQuery): SQL[] {
  const where: SQL[] = [eq(leads.realtorId, realtorId)];
  if (q.filter === 'high_priority') where.push(eq(leads.priority, 'high'));
  else if (q.filter === 'follow_up_due') {
    where.push(lte(leads.nextFollowUpDate, q.today), notInArray(leads.status, [...CLOSED_STATUSES]));
  } else if (q.filter !== 'all') where.push(eq(leads.status, q.filter));
  const search = q.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const matches: SQL[] = [
      sql`(${leads.firstName} || ' ' || ${leads.lastName}) ilike ${pattern}`,
      sql`${leads.email} ilike ${pattern}`,
    ];
    const digits = phoneDigitsOf(search);
    if (digits) matches.push(sql`${leads.phoneDigits} like ${likePattern(digits)}`);
    where.push(or(...matches) as SQL);
  }
  return where;
}

/**
 * A page of the realtor's leads, newest first. Walks (realtor, [status | priority,] created_at desc,
 * id desc) and stops at `limit`, whatever the table's size. The cursor row is looked up among this
 * realtor's leads only, and compared in SQL (created_at has microseconds a JS Date would drop).
 */
export function listLeads(db: Db, realtorId: number, page: LeadPage): Promise<LeadListRow[]> {
  const where = conditions(realtorId, page);
  if (page.before !== undefined) {
    where.push(
      sql`(${leads.createdAt}, ${leads.id}) < (select created_at, id from leads where id = ${page.before} and realtor_id = ${realtorId})`,
    );
  }
  return db
    .select(listColumns)
    .from(leads)
    .where(and(...where))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(page.limit);
}

export async function ownsLead(db: Db, realtorId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.realtorId, realtorId)));
  return row !== undefined;
}

export async function findLead(db: Db | Tx, realtorId: number, id: number): Promise<LeadRow | undefined> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.realtorId, realtorId)));
  return row;
}

export async function findLeadByIntake(db: Db, realtorId: number, intakeId: number): Promise<LeadRow | undefined> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.intakeId, intakeId), eq(leads.realtorId, realtorId)));
  return row;
}

export type DuplicateCandidate = Pick<LeadRow, 'id' | 'firstName' | 'lastName' | 'email' | 'phoneDigits' | 'createdAt'>;

/** The realtor's oldest lead with this email or phone key (other than `exceptId`); both are indexed. */
export async function findDuplicate(
  db: Db | Tx,
  realtorId: number,
  keys: { email?: string | undefined; phoneDigits?: string | null | undefined },
  exceptId?: number,
): Promise<DuplicateCandidate | undefined> {
  const matches: SQL[] = [];
  if (keys.email) matches.push(eq(leads.email, keys.email));
  if (keys.phoneDigits) matches.push(eq(leads.phoneDigits, keys.phoneDigits));
  if (matches.length === 0) return undefined;
  const where: SQL[] = [eq(leads.realtorId, realtorId), or(...matches) as SQL];
  if (exceptId !== undefined) where.push(sql`${leads.id} <> ${exceptId}`);
  const [row] = await db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phoneDigits: leads.phoneDigits,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(and(...where))
    .orderBy(asc(leads.id))
    .limit(1);
  return row;
}

/** Every email and phone key the realtor has on file (the import marks rows that match one). */
export function duplicateKeys(db: Db, realtorId: number): Promise<DuplicateCandidate[]> {
  return db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phoneDigits: leads.phoneDigits,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(eq(leads.realtorId, realtorId))
    .orderBy(asc(leads.id));
}

export async function insertLead(db: Db | Tx, values: NewLeadRow): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Many leads in statements of `batch` rows (the parameter count stays far below PostgreSQL's limit). */
export async function insertLeads(tx: Tx, rows: NewLeadRow[], batch = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) await tx.insert(leads).values(rows.slice(i, i + batch));
}

export async function updateLead(
  db: Db | Tx,
  realtorId: number,
  id: number,
  values: Partial<NewLeadRow>,
): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(leads)
    .set(values)
    .where(and(eq(leads.id, id), eq(leads.realtorId, realtorId)))
    .returning();
  return row;
}

export async function deleteLead(db: Db, realtorId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(leads)
    .where(and(eq(leads.id, id), eq(leads.realtorId, realtorId)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** The four stat cards and the follow-ups due, in one pass over the realtor's rows. */
export async function leadStats(db: Db, realtorId: number, since: Date, today: string) {
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      qualified: counted(eq(leads.status, 'qualified')),
      highPriority: counted(eq(leads.priority, 'high')),
      thisWeek: counted(gte(leads.createdAt, since)),
      followUpsDue: counted(
        and(lte(leads.nextFollowUpDate, today), notInArray(leads.status, [...CLOSED_STATUSES])) as SQL,
      ),
    })
    .from(leads)
    .where(eq(leads.realtorId, realtorId));
  return row ?? { total: 0, qualified: 0, highPriority: 0, thisWeek: 0, followUpsDue: 0 };
}

/**
 * Open leads with a follow-up date on or before `upTo` (or every one with a date when `upTo` is
 * undefined), soonest first. Reads the (realtor, next_follow_up_date) index.
 */
export function followUpLeads(db: Db, realtorId: number, upTo: string | undefined, limit: number) {
  const where: SQL[] = [eq(leads.realtorId, realtorId), notInArray(leads.status, [...CLOSED_STATUSES])];
  where.push(upTo === undefined ? sql`${leads.nextFollowUpDate} is not null` : lte(leads.nextFollowUpDate, upTo));
  return db
    .select(listColumns)
    .from(leads)
    .where(and(...where))
    .orderBy(asc(leads.nextFollowUpDate), asc(leads.id))
    .limit(limit);
}
