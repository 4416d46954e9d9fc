import { licenseStandings, roles, subscriptionPlans, subscriptionStatuses } from '@bluebonnet/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20, enum: roles }).notNull().default('user'),
    subscriptionPlan: varchar('subscription_plan', { length: 20, enum: subscriptionPlans })
      .notNull()
      .default('starter'),
    subscriptionStatus: varchar('subscription_status', { length: 20, enum: subscriptionStatuses })
      .notNull()
      .default('trial'),
    subscriptionStartDate: timestamp('subscription_start_date', { withTimezone: true, mode: 'date' }),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true, mode: 'date' }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
    monthlyContractAnalysisCount: integer('monthly_contract_analysis_count').notNull().default(0),
    monthlyContractAnalysisLimit: integer('monthly_contract_analysis_limit').notNull().default(5),
    /** 'YYYY-MM' the count belongs to; a new month resets it (spec §9 monthly limits). */
    analysisCountMonth: varchar('analysis_count_month', { length: 7 }),
    trecLicenseNumber: varchar('trec_license_number', { length: 20 }),
    licenseType: varchar('license_type', { length: 50 }),
    licenseStatus: varchar('license_status', { length: 50 }),
    licenseeType: varchar('licensee_type', { length: 50 }),
    sponsoringBroker: varchar('sponsoring_broker', { length: 200 }),
    licenseVerifiedAt: timestamp('license_verified_at', { withTimezone: true, mode: 'date' }),
    /** The last lookup of the number in TREC's data, found or not. */
    licenseCheckedAt: timestamp('license_checked_at', { withTimezone: true, mode: 'date' }),
    licenseStanding: varchar('license_standing', { length: 10, enum: licenseStandings }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are stored lower-cased; the unique index is on the value itself.
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(sql`${t.createdAt} desc`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
