import { sendChannels, sentMessageStatuses } from '@bluebonnet/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customerIntakes } from './customer-intakes';
import { leads } from './leads';
import { users } from './users';

/**
 * Messages the agent approved in the client-communication tool: sent, kept in the outbox (no
 * provider configured), scheduled (quiet hours or a chosen time) or failed.
 */
export const communicationMessages = pgTable(
  'communication_messages',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    intakeId: integer('intake_id').references(() => customerIntakes.id, { onDelete: 'set null' }),
    channel: varchar('channel', { length: 10, enum: sendChannels }).notNull(),
    recipientName: varchar('recipient_name', { length: 201 }).notNull(),
    to: varchar('to', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    content: text('content').notNull(),
    status: varchar('status', { length: 10, enum: sentMessageStatuses }).notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerMessageId: varchar('provider_message_id', { length: 255 }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('communication_messages_realtor_created_idx').on(t.realtorId, sql`${t.createdAt} desc`),
    // The scheduled-send job reads due messages off this.
    index('communication_messages_due_idx').on(t.status, t.scheduledFor),
  ],
);

export type CommunicationMessageRow = typeof communicationMessages.$inferSelect;
