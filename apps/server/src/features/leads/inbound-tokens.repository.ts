import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leadInboundTokens } from '../../db/schema/index';

export type InboundToken = { token: string; createdAt: Date };

export async function findInboundToken(db: Db, realtorId: number): Promise<InboundToken | undefined> {
  const [row] = await db
    .select({ token: leadInboundTokens.token, createdAt: leadInboundTokens.createdAt })
    .from(leadInboundTokens)
    .where(eq(leadInboundTokens.realtorId, realtorId));
  return row;
}

/** Stores the token unless the realtor already has one (two first requests may race). */
export async function insertInboundToken(db: Db, realtorId: number, token: string, at: Date): Promise<void> {
  await db.insert(leadInboundTokens).values({ realtorId, token, createdAt: at }).onConflictDoNothing();
}

/** Puts a new token in place of the realtor's current one; the old one stops matching at once. */
export async function replaceInboundToken(db: Db, realtorId: number, token: string, at: Date): Promise<void> {
  await db
    .insert(leadInboundTokens)
    .values({ realtorId, token, createdAt: at })
    .onConflictDoUpdate({ target: leadInboundTokens.realtorId, set: { token, createdAt: sql`excluded.created_at` } });
}

export async function findInboundOwner(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ realtorId: leadInboundTokens.realtorId })
    .from(leadInboundTokens)
    .where(eq(leadInboundTokens.token, token));
  return row?.realtorId;
}
