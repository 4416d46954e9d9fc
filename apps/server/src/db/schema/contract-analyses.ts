import {
  actionPriorities,
  type AiMeta,
  assignees,
  type ContractAnalysis,
  contractStatuses,
  contractTypes,
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
import { users } from './users';

/** The analysis record less what has its own column or table (action items, text, status, meta). */
export type StoredAnalysisResult = Omit<
  ContractAnalysis,
  | 'id'
  | 'createdAt'
  | 'contractText'
  | 'filename'
  | 'contractStatus'
  | 'meta'
  | 'actionItems'
  | 'contractType'
  | 'number'
  | 'version'
  | 'analysedAt'
  | 'versions'
>;

/** One analysed contract. Scalar columns serve lists and filters; `result` holds the full record. */
export const contractAnalyses = pgTable(
  'contract_analyses',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The realtor's own number for the contract (1, 2, …): max + 1 for the realtor, on insert. */
    realtorSeq: integer('realtor_seq').notNull(),
    contractType: varchar('contract_type', { length: 20, enum: contractTypes }).notNull(),
    contractStatus: varchar('contract_status', { length: 20, enum: contractStatuses }).notNull().default('active'),
    filename: varchar('filename', { length: 255 }),
    contractText: text('contract_text').notNull(),
    formFamily: varchar('form_family', { length: 40 }),
    formVersion: varchar('form_version', { length: 40 }),
    propertyAddress: varchar('property_address', { length: 255 }),
    zip: varchar('zip', { length: 10 }),
    effectiveDate: date('effective_date', { mode: 'string' }),
    closingDate: date('closing_date', { mode: 'string' }),
    riskScore: integer('risk_score').notNull(),
    complianceScore: integer('compliance_score').notNull(),
    criticalIssuesCount: integer('critical_issues_count').notNull().default(0),
    summary: text('summary').notNull(),
    result: jsonb('result').$type<StoredAnalysisResult>().notNull(),
    meta: jsonb('meta').$type<AiMeta>().notNull(),
    /** 1, then one more each time the contract is analysed again into this record. */
    version: integer('version').notNull().default(1),
    /** When the current version was analysed; created_at stays when the contract was first on file. */
    analysedAt: timestamp('analysed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_analyses_realtor_created_idx').on(t.realtorId, sql`${t.createdAt} desc`),
    // Two inserts for one realtor can never share a number, whatever the timing.
    uniqueIndex('contract_analyses_realtor_seq_unique').on(t.realtorId, t.realtorSeq),
  ],
);

/** Earlier analyses of a contract record, kept when the contract is analysed again into it. */
export const contractAnalysisVersions = pgTable(
  'contract_analysis_versions',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contractAnalyses.id, { onDelete: 'cascade' }),
    realtorId: integer('realtor_id').notNull(),
    version: integer('version').notNull(),
    analysedAt: timestamp('analysed_at', { withTimezone: true, mode: 'date' }).notNull(),
    filename: varchar('filename', { length: 255 }),
    contractText: text('contract_text').notNull(),
    riskScore: integer('risk_score').notNull(),
    complianceScore: integer('compliance_score').notNull(),
    summary: text('summary').notNull(),
    result: jsonb('result').$type<StoredAnalysisResult>().notNull(),
    meta: jsonb('meta').$type<AiMeta>().notNull(),
  },
  (t) => [uniqueIndex('contract_analysis_versions_unique').on(t.contractId, t.version)],
);

/** Things someone must do, from the computed deadlines and the findings; the card's checkboxes. */
export const contractActionItems = pgTable(
  'contract_action_items',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contractAnalyses.id, { onDelete: 'cascade' }),
    realtorId: integer('realtor_id').notNull(),
    itemKey: varchar('item_key', { length: 64 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    dueTime: varchar('due_time', { length: 5 }),
    priority: varchar('priority', { length: 10, enum: actionPriorities }).notNull(),
    assignedTo: varchar('assigned_to', { length: 20, enum: assignees }).notNull(),
    paragraph: varchar('paragraph', { length: 120 }),
    deadlineKey: varchar('deadline_key', { length: 64 }),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('contract_action_items_key_unique').on(t.contractId, t.itemKey),
    index('contract_action_items_realtor_due_idx').on(t.realtorId, t.dueDate),
  ],
);

/** Scheduled deadlines of every analysed contract, for the deadlines card and the calendar feed. */
export const contractDeadlines = pgTable(
  'contract_deadlines',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contractAnalyses.id, { onDelete: 'cascade' }),
    realtorId: integer('realtor_id').notNull(),
    deadlineKey: varchar('deadline_key', { length: 64 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    dueTime: varchar('due_time', { length: 5 }),
    timeZone: varchar('time_zone', { length: 40 }).notNull(),
    paragraph: varchar('paragraph', { length: 120 }).notNull(),
    rule: text('rule').notNull(),
    note: text('note'),
    assignedTo: varchar('assigned_to', { length: 20, enum: assignees }).notNull(),
    priority: varchar('priority', { length: 10, enum: actionPriorities }).notNull(),
  },
  (t) => [index('contract_deadlines_realtor_due_idx').on(t.realtorId, t.dueDate)],
);

/** The secret address of a realtor's iCalendar feed (a capability URL, like Google's own). */
export const calendarFeeds = pgTable('calendar_feeds', {
  realtorId: integer('realtor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: varchar('token', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type ContractAnalysisRow = typeof contractAnalyses.$inferSelect;
export type ContractActionItemRow = typeof contractActionItems.$inferSelect;
export type ContractDeadlineRow = typeof contractDeadlines.$inferSelect;
export type ContractAnalysisVersionRow = typeof contractAnalysisVersions.$inferSelect;
