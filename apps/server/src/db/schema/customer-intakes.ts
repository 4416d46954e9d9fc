import {
  type AiMeta,
  budgetRanges,
  type ClientAnalysis,
  currentSituations,
  hearAboutUsOptions,
  intakePriorities,
  intakePropertyTypes,
  intakeStatuses,
  messageStatuses,
  preApprovalStatuses,
  preferredContacts,
  realEstateGoals,
  timeframes,
  urgencyLevels,
} from '@bluebonnet/contracts';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Leads captured by the public form (spec platform §3, with its length limits). */
export const customerIntakes = pgTable(
  'customer_intakes',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    preferredContact: varchar('preferred_contact', { length: 20, enum: preferredContacts }).notNull().default('phone'),
    realEstateGoal: varchar('real_estate_goal', { length: 50, enum: realEstateGoals }).notNull(),
    propertyType: varchar('property_type', { length: 50, enum: intakePropertyTypes }),
    budgetRange: varchar('budget_range', { length: 50, enum: budgetRanges }),
    timeframe: varchar('timeframe', { length: 30, enum: timeframes }),
    currentSituation: varchar('current_situation', { length: 50, enum: currentSituations }),
    preferredAreas: text('preferred_areas'),
    additionalNeeds: text('additional_needs'),
    preApprovalStatus: varchar('pre_approval_status', { length: 30, enum: preApprovalStatuses })
      .notNull()
      .default('unknown'),
    hearAboutUs: varchar('hear_about_us', { length: 50, enum: hearAboutUsOptions }),
    notes: text('notes'),
    status: varchar('status', { length: 30, enum: intakeStatuses }).notNull().default('new'),
    priority: varchar('priority', { length: 20, enum: intakePriorities }).notNull().default('medium'),
    nextFollowUpDate: date('next_follow_up_date', { mode: 'string' }),
    lastContactDate: timestamp('last_contact_date', { withTimezone: true, mode: 'date' }),
    formSource: varchar('form_source', { length: 30 }).notNull().default('web'),
    isCompleted: boolean('is_completed').notNull().default(false),
    smsConsent: boolean('sms_consent').notNull().default(false),
    conversionScore: integer('conversion_score'),
    urgencyLevel: varchar('urgency_level', { length: 20, enum: urgencyLevels }),
    clientProfile: text('client_profile'),
    aiInsights: text('ai_insights'),
    recommendedActions: jsonb('recommended_actions').$type<ClientAnalysis['recommendedActions']>(),
    marketMatch: jsonb('market_match').$type<NonNullable<ClientAnalysis['marketMatch']>>(),
    analysisMeta: jsonb('analysis_meta').$type<AiMeta>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first per realtor, optionally filtered: the list's pages read straight off these. Ordering
    // by created_at (not id) keeps the planner off a backward primary-key scan, which looks cheap but
    // walks every newer row of other realtors first.
    index('customer_intakes_realtor_created_idx').on(t.realtorId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('customer_intakes_realtor_status_created_idx').on(
      t.realtorId,
      t.status,
      sql`${t.createdAt} desc`,
      sql`${t.id} desc`,
    ),
    index('customer_intakes_realtor_priority_created_idx').on(
      t.realtorId,
      t.priority,
      sql`${t.createdAt} desc`,
      sql`${t.id} desc`,
    ),
  ],
);

/** Per-realtor settings that outlive a session (the SMS template). */
export const realtorSettings = pgTable('realtor_settings', {
  realtorId: integer('realtor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  smsTemplate: text('sms_template'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Short branded links (`/f/<code>`) that lead to a realtor's intake form. */
export const formLinks = pgTable('form_links', {
  code: varchar('code', { length: 16 }).primaryKey(),
  realtorId: integer('realtor_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Every SMS, sent by a provider or kept in the outbox when none is configured. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    intakeId: integer('intake_id').references(() => customerIntakes.id, { onDelete: 'set null' }),
    to: varchar('to', { length: 20 }).notNull(),
    body: text('body').notNull(),
    status: varchar('status', { length: 10, enum: messageStatuses }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerMessageId: varchar('provider_message_id', { length: 64 }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_realtor_created_idx').on(t.realtorId, sql`${t.createdAt} desc`)],
);

/** Every email, sent by SMTP or kept in the outbox (and as an .eml file) when none is configured. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    to: varchar('to', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    body: text('body').notNull(),
    status: varchar('status', { length: 10, enum: messageStatuses }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('email_messages_realtor_created_idx').on(t.realtorId, sql`${t.createdAt} desc`)],
);

/** The first-time-buyer library the education packages draw from. */
export const educationMaterials = pgTable('education_materials', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  category: varchar('category', { length: 60 }).notNull(),
  description: text('description').notNull(),
  content: text('content').notNull(),
  order: integer('order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export type CustomerIntakeRow = typeof customerIntakes.$inferSelect;
export type NewCustomerIntakeRow = typeof customerIntakes.$inferInsert;
export type SmsMessageRow = typeof smsMessages.$inferSelect;
