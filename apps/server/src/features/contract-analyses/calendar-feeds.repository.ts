import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema/index';

export async function findFeedToken(db: Db, realtorId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.realtorId, realtorId));
  return row?.token;
}

/** Stores the token unless the realtor already has one (two first requests may race). */
export async function insertFeedToken(db: Db, realtorId: number, token: string): Promise<void> {
  await db.insert(calendarFeeds).values({ realtorId, token }).onConflictDoNothing();
}

export async function findFeedOwner(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ realtorId: calendarFeeds.realtorId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  return row?.realtorId;
}

/** Puts a new token in place of the realtor's current one (or the first one); the old one stops matching at once. */
export async function replaceFeedToken(db: Db, realtorId: number, token: string): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ realtorId, token })
    .onConflictDoUpdate({ target: calendarFeeds.realtorId, set: { token, createdAt: sql`now()` } });
}

export async function deleteFeedToken(db: Db, realtorId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.realtorId, realtorId));
}
