import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  homeResearchProfiles,
  portfolioSamples,
  type ResearchProfileRow,
  researchActivityLog,
} from '../../db/schema/index';

type NewProfile = typeof homeResearchProfiles.$inferInsert;
type NewSample = typeof portfolioSamples.$inferInsert;
type NewActivity = typeof researchActivityLog.$inferInsert;

export function listProfiles(db: Db, realtorId: number): Promise<ResearchProfileRow[]> {
  return db
    .select()
    .from(homeResearchProfiles)
    .where(eq(homeResearchProfiles.realtorId, realtorId))
    .orderBy(desc(homeResearchProfiles.createdAt), desc(homeResearchProfiles.id));
}

export async function findProfile(db: Db, realtorId: number, id: number): Promise<ResearchProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(homeResearchProfiles)
    .where(and(eq(homeResearchProfiles.id, id), eq(homeResearchProfiles.realtorId, realtorId)));
  return row;
}

/** Any realtor's profile: for the scheduled sweep, which works across realtors. */
export async function findProfileById(db: Db, id: number): Promise<ResearchProfileRow | undefined> {
  const [row] = await db.select().from(homeResearchProfiles).where(eq(homeResearchProfiles.id, id));
  return row;
}

export function listSamples(db: Db, profileId: number) {
  return db
    .select()
    .from(portfolioSamples)
    .where(eq(portfolioSamples.researchProfileId, profileId))
    .orderBy(desc(portfolioSamples.matchScore), desc(portfolioSamples.id));
}

export function existingPropertyIds(db: Db, profileId: number, propertyIds: string[]) {
  if (!propertyIds.length) return Promise.resolve([]);
  return db
    .select({ propertyId: portfolioSamples.propertyId })
    .from(portfolioSamples)
    .where(and(eq(portfolioSamples.researchProfileId, profileId), inArray(portfolioSamples.propertyId, propertyIds)));
}

/** Profiles whose next run is due, oldest first, for the scheduled sweep. */
export function dueProfiles(db: Db, now: Date, limit: number) {
  return db
    .select({ id: homeResearchProfiles.id, realtorId: homeResearchProfiles.realtorId })
    .from(homeResearchProfiles)
    .where(
      and(
        lte(homeResearchProfiles.nextResearchDate, now),
        sql`${homeResearchProfiles.researchStatus} in ('pending', 'active')`,
      ),
    )
    .orderBy(homeResearchProfiles.nextResearchDate)
    .limit(limit);
}

export async function insertProfile(tx: Tx, values: NewProfile): Promise<ResearchProfileRow> {
  const [row] = await tx.insert(homeResearchProfiles).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateProfile(tx: Tx, id: number, values: Partial<NewProfile>): Promise<void> {
  await tx.update(homeResearchProfiles).set(values).where(eq(homeResearchProfiles.id, id));
}

/** New matches; a listing the profile already has is skipped. */
export async function insertSamples(tx: Tx, rows: NewSample[]): Promise<void> {
  if (!rows.length) return;
  await tx.insert(portfolioSamples).values(rows).onConflictDoNothing();
}

/** All of a profile's matches, and those still in play (not rejected or sold). */
export async function sampleTotals(tx: Tx, profileId: number): Promise<{ total: number; active: number }> {
  const [totals] = await tx
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${portfolioSamples.status} not in ('rejected', 'sold'))`,
    })
    .from(portfolioSamples)
    .where(eq(portfolioSamples.researchProfileId, profileId));
  return { total: Number(totals?.total ?? 0), active: Number(totals?.active ?? 0) };
}

export async function insertActivity(tx: Tx, values: NewActivity): Promise<void> {
  await tx.insert(researchActivityLog).values(values);
}
