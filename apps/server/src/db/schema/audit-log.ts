import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Admin actions, kept even when the target user is deleted (no foreign keys on purpose: the log must
 * outlive what it describes).
 */
export const auditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id'),
    actorEmail: varchar('actor_email', { length: 255 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    targetUserId: integer('target_user_id'),
    targetEmail: varchar('target_email', { length: 255 }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetUserId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
