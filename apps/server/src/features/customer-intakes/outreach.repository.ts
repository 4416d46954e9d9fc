import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailMessages, formLinks, realtorSettings, type SmsMessageRow, smsMessages } from '../../db/schema/index';

const SMS_LIST_LIMIT = 200;

export async function findFormLinkCode(db: Db, realtorId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: formLinks.code }).from(formLinks).where(eq(formLinks.realtorId, realtorId));
  return row?.code;
}

/** Stores the code unless the realtor already has one (two first requests may race). */
export async function insertFormLinkCode(db: Db, realtorId: number, code: string): Promise<void> {
  await db.insert(formLinks).values({ code, realtorId }).onConflictDoNothing();
}

export async function findFormLinkOwner(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ realtorId: formLinks.realtorId }).from(formLinks).where(eq(formLinks.code, code));
  return row?.realtorId;
}

export async function findSmsTemplate(db: Db, realtorId: number): Promise<string | null> {
  const [row] = await db
    .select({ smsTemplate: realtorSettings.smsTemplate })
    .from(realtorSettings)
    .where(eq(realtorSettings.realtorId, realtorId));
  return row?.smsTemplate ?? null;
}

export async function saveSmsTemplate(db: Db, realtorId: number, template: string): Promise<void> {
  await db
    .insert(realtorSettings)
    .values({ realtorId, smsTemplate: template })
    .onConflictDoUpdate({ target: realtorSettings.realtorId, set: { smsTemplate: template, updatedAt: new Date() } });
}

export async function insertSmsMessage(db: Db, values: typeof smsMessages.$inferInsert): Promise<SmsMessageRow> {
  const [row] = await db.insert(smsMessages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The realtor's latest messages, newest first. */
export function listSmsMessages(db: Db, realtorId: number): Promise<SmsMessageRow[]> {
  return db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.realtorId, realtorId))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(SMS_LIST_LIMIT);
}

export async function insertEmailMessage(db: Db, values: typeof emailMessages.$inferInsert): Promise<void> {
  await db.insert(emailMessages).values(values);
}
