import { licenseStandings, trecSyncStatuses, trecSyncTriggers } from '@bluebonnet/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Every import of TREC's license-holder file, in progress or finished: the sync log. The latest
 * successful run is the data readers see (decision 020): its rows carry its id as `dataset_id`.
 */
export const trecSyncRuns = pgTable(
  'trec_sync_runs',
  {
    id: serial('id').primaryKey(),
    status: varchar('status', { length: 20, enum: trecSyncStatuses }).notNull(),
    trigger: varchar('trigger', { length: 20, enum: trecSyncTriggers }).notNull(),
    source: text('source').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    startedBy: varchar('started_by', { length: 255 }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Moved on by the importer as it goes: a run in progress whose heartbeat stops was interrupted. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsImported: integer('rows_imported').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    activeLicenses: integer('active_licenses').notNull().default(0),
    /** The data's own date (YYYY-MM-DD): the download's Last-Modified, the upload's file date. */
    dataDate: varchar('data_date', { length: 10 }),
    message: text('message'),
    errors: jsonb('errors').$type<Array<{ line: number; message: string }>>().notNull().default([]),
  },
  (t) => [
    // Never two imports at once, across processes too: a second in-progress row cannot be inserted.
    uniqueIndex('trec_sync_runs_one_in_progress')
      .on(t.status)
      .where(sql`${t.status} = 'in_progress'`),
    index('trec_sync_runs_status_id_idx').on(t.status, t.id),
  ],
);

/**
 * One row per license of one import (TREC's file holds one row per license type, so a number can
 * appear more than once). Phone, e-mail and street addresses are public in the file but not stored:
 * verification needs none of them.
 */
export const trecLicenses = pgTable(
  'trec_licenses',
  {
    datasetId: integer('dataset_id').notNull(),
    line: integer('line').notNull(),
    licenseTypeCode: varchar('license_type_code', { length: 4 }).notNull(),
    licenseNumber: varchar('license_number', { length: 20 }).notNull(),
    /** Digits without leading zeros: what lookups compare. */
    licenseKey: varchar('license_key', { length: 20 }).notNull(),
    fullName: text('full_name').notNull(),
    /** A person's names as written (from "LAST, FIRST" against the full name); null for a business. */
    lastName: text('last_name'),
    firstName: text('first_name'),
    /** "LAST, FIRST …" upper-case without accents: prefix search by name. */
    nameKey: text('name_key').notNull(),
    suffix: varchar('suffix', { length: 20 }),
    statusCode: varchar('status_code', { length: 2 }).notNull(),
    standing: varchar('standing', { length: 10, enum: licenseStandings }).notNull(),
    originalLicenseDate: varchar('original_license_date', { length: 10 }),
    expirationDate: varchar('expiration_date', { length: 10 }),
    designatedSupervisor: boolean('designated_supervisor'),
    city: varchar('city', { length: 100 }),
    countyCode: varchar('county_code', { length: 3 }),
    relatedTypeCode: varchar('related_type_code', { length: 4 }),
    relatedNumber: varchar('related_number', { length: 20 }),
    relatedName: text('related_name'),
    relatedStartDate: varchar('related_start_date', { length: 10 }),
  },
  (t) => [
    primaryKey({ columns: [t.datasetId, t.line] }),
    index('trec_licenses_key_idx').on(t.datasetId, t.licenseKey),
    // `line` last: a name search's ORDER BY name_key, line reads straight off the index, no sort.
    index('trec_licenses_name_line_idx').on(t.datasetId, t.nameKey.op('text_pattern_ops'), t.line),
  ],
);

export type TrecLicenseRow = typeof trecLicenses.$inferSelect;
export type TrecSyncRunRow = typeof trecSyncRuns.$inferSelect;
