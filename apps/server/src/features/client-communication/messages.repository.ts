import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CommunicationMessageRow, communicationMessages } from '../../db/schema/index';

export type NewMessage = typeof communicationMessages.$inferInsert;
/** What a delivery attempt changes on a row. */
export type Delivered = Pick<NewMessage, 'status' | 'sentAt' | 'provider' | 'providerMessageId' | 'error'>;

/** The state a claimed row is left in until its send finishes: if the process dies mid-send, that is the truth. */
export const INTERRUPTED = 'Sending was interrupted before the provider answered; the message may not have gone out.';

export async function insertMessage(db: Db, values: NewMessage): Promise<CommunicationMessageRow> {
  const [row] = await db.insert(communicationMessages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The realtor's messages, newest first. */
export function listMessages(db: Db, realtorId: number, limit: number): Promise<CommunicationMessageRow[]> {
  return db
    .select()
    .from(communicationMessages)
    .where(eq(communicationMessages.realtorId, realtorId))
    .orderBy(desc(communicationMessages.createdAt), desc(communicationMessages.id))
    .limit(limit);
}

/** Scheduled messages whose time has come, oldest first (off the status/scheduled_for index). */
export function dueMessages(db: Db, now: Date, limit: number): Promise<CommunicationMessageRow[]> {
  return db
    .select()
    .from(communicationMessages)
    .where(and(eq(communicationMessages.status, 'scheduled'), lte(communicationMessages.scheduledFor, now)))
    .orderBy(asc(communicationMessages.scheduledFor), asc(communicationMessages.id))
    .limit(limit);
}

/**
 * Takes one scheduled message for sending. The status check in the UPDATE is the lock: of two
 * workers, only the first gets the row back; the second's UPDATE matches nothing.
 */
export async function claimMessage(db: Db, id: number): Promise<CommunicationMessageRow | undefined> {
  const [row] = await db
    .update(communicationMessages)
    .set({ status: 'failed', error: INTERRUPTED })
    .where(and(eq(communicationMessages.id, id), eq(communicationMessages.status, 'scheduled')))
    .returning();
  return row;
}

export async function finishMessage(db: Db, id: number, values: Delivered): Promise<CommunicationMessageRow> {
  const [row] = await db.update(communicationMessages).set(values).where(eq(communicationMessages.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Moves a still-scheduled message to a later time (quiet hours when the sweep ran late). */
export async function reschedule(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(communicationMessages)
    .set({ scheduledFor: at })
    .where(and(eq(communicationMessages.id, id), eq(communicationMessages.status, 'scheduled')));
}
