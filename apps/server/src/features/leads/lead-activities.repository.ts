import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { leadActivities, type LeadActivityRow } from '../../db/schema/index';

/**
 * The lead's activities, newest first (lead_activities_lead_created_idx). The caller has checked the
 * lead is the realtor's: activities carry no realtor of their own.
 */
export function listActivities(db: Db | Tx, leadId: number, limit: number): Promise<LeadActivityRow[]> {
  return db
    .select()
    .from(leadActivities)
    .where(eq(leadActivities.leadId, leadId))
    .orderBy(desc(leadActivities.createdAt), desc(leadActivities.id))
    .limit(limit);
}

export async function insertActivity(
  tx: Db | Tx,
  values: typeof leadActivities.$inferInsert,
): Promise<LeadActivityRow> {
  const [row] = await tx.insert(leadActivities).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
