import {
  activityOutcomes,
  activityTypes,
  importStatuses,
  type LeadImport,
  type LeadInsights,
  leadPriorities,
  leadPropertyTypes,
  leadSources,
  leadStatuses,
  leadTimelines,
  preApprovalStates,
} from '@bluebonnet/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customerIntakes } from './customer-intakes';
import { users } from './users';

/** A realtor's leads (spec realtor-tools §3.2), with the latest computed insights. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    /** Lower-cased on the way in, so equality finds duplicates. */
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    /** The phone's last ten digits: how duplicates are found whatever the formatting. */
    phoneDigits: varchar('phone_digits', { length: 10 }),
    source: varchar('source', { length: 20, enum: leadSources }).notNull().default('website'),
    status: varchar('status', { length: 20, enum: leadStatuses }).notNull().default('new'),
    priority: varchar('priority', { length: 10, enum: leadPriorities }).notNull().default('medium'),
    /** Whole US dollars. */
    budget: integer('budget'),
    timeline: varchar('timeline', { length: 20, enum: leadTimelines }),
    propertyType: varchar('property_type', { length: 20, enum: leadPropertyTypes }),
    preferredAreas: text('preferred_areas'),
    preApproval: varchar('pre_approval', { length: 20, enum: preApprovalStates }).notNull().default('unknown'),
    notes: text('notes'),
    smsConsent: boolean('sms_consent').notNull().default(false),
    nextFollowUpDate: date('next_follow_up_date', { mode: 'string' }),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true, mode: 'date' }),
    engagementScore: integer('engagement_score'),
    conversionProbability: integer('conversion_probability'),
    insights: jsonb('insights').$type<LeadInsights>(),
    intakeId: integer('intake_id').references(() => customerIntakes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first per realtor, optionally by status or priority: the list's pages read off these
    // (the same shape as the intake list; see customer-intakes.ts).
    index('leads_realtor_created_idx').on(t.realtorId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('leads_realtor_status_created_idx').on(t.realtorId, t.status, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('leads_realtor_priority_created_idx').on(
      t.realtorId,
      t.priority,
      sql`${t.createdAt} desc`,
      sql`${t.id} desc`,
    ),
    index('leads_realtor_email_idx').on(t.realtorId, t.email),
    index('leads_realtor_phone_idx').on(t.realtorId, t.phoneDigits),
    index('leads_realtor_follow_up_idx').on(t.realtorId, t.nextFollowUpDate),
    // One lead per intake: converting an intake twice finds the first lead.
    uniqueIndex('leads_intake_idx').on(t.intakeId),
  ],
);

/** What happened with a lead (spec §3.2 activity), newest first. */
export const leadActivities = pgTable(
  'lead_activities',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20, enum: activityTypes }).notNull(),
    description: text('description').notNull(),
    outcome: varchar('outcome', { length: 20, enum: activityOutcomes }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('lead_activities_lead_created_idx').on(t.leadId, sql`${t.createdAt} desc`, sql`${t.id} desc`)],
);

/** Each realtor's secret inbound-lead address (one token; rotating replaces it). */
export const leadInboundTokens = pgTable('lead_inbound_tokens', {
  realtorId: integer('realtor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: varchar('token', { length: 80 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** CSV import runs: progress while running, the report when done. */
export const leadImports = pgTable(
  'lead_imports',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    status: varchar('status', { length: 20, enum: importStatuses }).notNull().default('running'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    /** The first rejected rows with their reasons (capped; the count has them all). */
    rejected: jsonb('rejected').$type<LeadImport['rejected']>().notNull().default([]),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('lead_imports_realtor_idx').on(t.realtorId, sql`${t.createdAt} desc`)],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
export type LeadActivityRow = typeof leadActivities.$inferSelect;
export type LeadImportRow = typeof leadImports.$inferSelect;
