import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process on PostgreSQL: one row per route and client,
 * counting hits until `reset_at`. The migration makes it UNLOGGED (Drizzle cannot say so): counters
 * need no crash safety, and skipping the write-ahead log keeps each hit cheap.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});
