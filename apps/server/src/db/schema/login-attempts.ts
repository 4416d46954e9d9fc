import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per account (the lower-cased email, known or not, so the answer says nothing about
 * which accounts exist). Shared by every server process; a success removes the row.
 */
export const loginAttempts = pgTable('login_attempts', {
  email: varchar('email', { length: 255 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});
