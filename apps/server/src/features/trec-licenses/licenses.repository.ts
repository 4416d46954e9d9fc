import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type TrecLicenseRow, trecLicenses, trecSyncRuns } from '../../db/schema/index';

export type NewLicenseRow = typeof trecLicenses.$inferInsert;

/** The rows of the data readers see: the latest successful import's. One subquery, so no stale cache. */
const currentDataset = sql`(select ${trecSyncRuns.id} from ${trecSyncRuns} where ${trecSyncRuns.status} = 'success' order by ${trecSyncRuns.id} desc limit 1)`;

export function insertLicenses(db: Db, rows: NewLicenseRow[]): Promise<unknown> {
  return db.insert(trecLicenses).values(rows);
}

/** Every license held under a number (one per license type), in the current data. */
export function findByKey(db: Db, key: string): Promise<TrecLicenseRow[]> {
  return db
    .select()
    .from(trecLicenses)
    .where(and(eq(trecLicenses.datasetId, currentDataset), eq(trecLicenses.licenseKey, key)))
    .orderBy(trecLicenses.line);
}

/** Which of these keys exist in the current data (one index probe each, in one statement). */
export async function existingKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ key: trecLicenses.licenseKey })
    .from(trecLicenses)
    .where(and(eq(trecLicenses.datasetId, currentDataset), inArray(trecLicenses.licenseKey, keys)));
  return new Set(rows.map((r) => r.key));
}

/** Upper-case, accents dropped, single spaces: how names are keyed and searched. */
export function nameKeyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Licenses whose "LAST, FIRST" key starts with the given prefix (an index range scan), optionally in
 * one county, at most `limit` rows, by name.
 */
export function searchByNamePrefix(
  db: Db,
  prefix: string,
  countyCode: string | null,
  limit: number,
): Promise<TrecLicenseRow[]> {
  return db
    .select()
    .from(trecLicenses)
    .where(
      and(
        eq(trecLicenses.datasetId, currentDataset),
        like(trecLicenses.nameKey, `${escapeLike(prefix)}%`),
        countyCode ? eq(trecLicenses.countyCode, countyCode) : undefined,
      ),
    )
    .orderBy(trecLicenses.nameKey, trecLicenses.line)
    .limit(limit);
}

/**
 * Drops the rows of imports older than the current one (after a swap). Newer datasets belong to an
 * import under way and are left alone; failed ones are dropped by id.
 */
export async function deleteOlderDatasets(db: Db): Promise<void> {
  await db.delete(trecLicenses).where(lt(trecLicenses.datasetId, sql`coalesce(${currentDataset}, 0)`));
}

export async function deleteDataset(db: Db, datasetId: number): Promise<void> {
  await db.delete(trecLicenses).where(eq(trecLicenses.datasetId, datasetId));
}

/**
 * Fresh planner statistics for the new rows. Without them PostgreSQL plans the first minutes after an
 * import for the old row count (autovacuum has not run yet) and scans the table for each lookup.
 */
export async function analyzeLicenses(db: Db): Promise<void> {
  await db.execute(sql`analyze trec_licenses`);
}
