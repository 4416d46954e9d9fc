import { type PortfolioSample, researchFrequencies, researchStatuses } from '@bluebonnet/contracts';
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
import type { MatchResult, SearchCriteria } from '../../engines/home-research/index';
import { customerIntakes } from './customer-intakes';
import { users } from './users';

/** A match's analysis as stored: what the API shows, plus the points per factor behind the score. */
export type StoredMatchAnalysis = PortfolioSample['aiAnalysis'] & Pick<MatchResult, 'breakdown'>;

export const homeResearchProfiles = pgTable(
  'home_research_profiles',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customerIntakes.id, { onDelete: 'cascade' }),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    researchStatus: varchar('research_status', { length: 20, enum: researchStatuses }).notNull().default('pending'),
    criteriaAnalysis: jsonb('criteria_analysis').$type<Record<string, unknown>>(),
    marketAnalysis: jsonb('market_analysis').$type<Record<string, unknown>>(),
    searchCriteria: jsonb('search_criteria').$type<SearchCriteria>(),
    totalMatches: integer('total_matches').notNull().default(0),
    activeMatches: integer('active_matches').notNull().default(0),
    lastResearchDate: timestamp('last_research_date', { withTimezone: true, mode: 'date' }),
    nextResearchDate: timestamp('next_research_date', { withTimezone: true, mode: 'date' }),
    researchFrequency: varchar('research_frequency', { length: 20, enum: researchFrequencies })
      .notNull()
      .default('weekly'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('home_research_profiles_realtor_idx').on(t.realtorId),
    index('home_research_profiles_next_idx').on(t.nextResearchDate),
  ],
);

export const portfolioSamples = pgTable(
  'portfolio_samples',
  {
    id: serial('id').primaryKey(),
    researchProfileId: integer('research_profile_id')
      .notNull()
      .references(() => homeResearchProfiles.id, { onDelete: 'cascade' }),
    propertyId: varchar('property_id', { length: 120 }).notNull(),
    externalListingData: jsonb('external_listing_data').$type<PortfolioSample['externalListingData']>().notNull(),
    matchScore: integer('match_score').notNull(),
    matchReasons: jsonb('match_reasons').$type<string[]>().notNull(),
    aiAnalysis: jsonb('ai_analysis').$type<StoredMatchAnalysis>().notNull(),
    clientPriority: varchar('client_priority', { length: 20 }).notNull().default('medium'),
    realtorNotes: text('realtor_notes'),
    clientFeedback: text('client_feedback'),
    status: varchar('status', { length: 20 }).notNull().default('new'),
    presentedAt: timestamp('presented_at', { withTimezone: true, mode: 'date' }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true, mode: 'date' }),
    scheduledShowingDate: date('scheduled_showing_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('portfolio_samples_profile_property_unique').on(t.researchProfileId, t.propertyId)],
);

export const researchActivityLog = pgTable(
  'research_activity_log',
  {
    id: serial('id').primaryKey(),
    researchProfileId: integer('research_profile_id')
      .notNull()
      .references(() => homeResearchProfiles.id, { onDelete: 'cascade' }),
    activityType: varchar('activity_type', { length: 40 }).notNull(),
    description: text('description').notNull(),
    propertiesFound: integer('properties_found').notNull().default(0),
    newMatches: integer('new_matches').notNull().default(0),
    clientEngagement: varchar('client_engagement', { length: 40 }),
    automationTriggered: boolean('automation_triggered').notNull().default(false),
    nextAction: text('next_action'),
    nextActionDate: timestamp('next_action_date', { withTimezone: true, mode: 'date' }),
    performedBy: varchar('performed_by', { length: 40 }).notNull().default('system'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('research_activity_log_profile_idx').on(t.researchProfileId)],
);

export type ResearchProfileRow = typeof homeResearchProfiles.$inferSelect;
export type PortfolioSampleRow = typeof portfolioSamples.$inferSelect;
