import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../config/paths';
import { createLocalChannel, type EventChannel } from './notifications';
import { type ChannelLog, createPgChannel } from './pg-notifications';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type features use; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';
/** A transaction handle: inside `db.transaction(tx => …)` use only `tx` (PGlite deadlocks otherwise). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: DbDriver;
  migrate(): Promise<void>;
  /** Refreshes planner statistics; PGlite has no autovacuum, so without this its plans go stale. */
  analyze(): Promise<void>;
  /**
   * Counts inserted rows and refreshes statistics after every few hundred. PGlite has no autovacuum,
   * and PostgreSQL's runs only once a minute: with stale statistics a realtor's intake list switches
   * from an index walk (0.1 ms) to a scan and sort of every row (10 ms) as the table grows.
   */
  noteWrites(rows: number): void;
  ping(): Promise<boolean>;
  /** Cache invalidations between the processes sharing this database (see notifications.ts). */
  events: EventChannel;
  close(): Promise<void>;
  /** The PGlite instance, for tests that dump it; undefined on PostgreSQL. */
  pglite?: PGlite;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; log?: ChannelLog }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10, options.log ?? logToStderr);
  if (options.kind === 'pglite') {
    mkdirSync(options.dataDir, { recursive: true }); // PGlite does not create parents
    return wrapPglite(await PGlite.create(options.dataDir));
  }
  return wrapPglite(await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}));
}

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

const ANALYZE_EVERY_ROWS = 500;

/** Runs `analyze` once every ANALYZE_EVERY_ROWS inserted rows, never twice at once, never awaited. */
function throttledAnalyze(analyze: () => Promise<void>): (rows: number) => void {
  let written = 0;
  let running = false;
  return (rows) => {
    written += rows;
    if (written < ANALYZE_EVERY_ROWS || running) return;
    written = 0;
    running = true;
    analyze()
      .catch(() => {})
      .finally(() => (running = false));
  };
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const events = createLocalChannel();
  return {
    events,
    noteWrites: throttledAnalyze(async () => {
      await client.exec('ANALYZE');
    }),
    db,
    driver: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir }),
    analyze: async () => {
      await client.exec('ANALYZE');
    },
    ping: () => pingDb(db),
    close: async () => {
      await events.close();
      await client.close();
    },
  };
}

function openPostgres(url: string, poolSize: number, log: ChannelLog): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle pooled connection that the server ends (restart, failover) emits here; unheard, it
  // would crash the process. The pool replaces it on the next query.
  pool.on('error', (err) => log('idle database connection lost', { code: (err as { code?: string }).code }));
  const pgDb = drizzlePg(pool, { schema });
  const db = pgDb as unknown as Db;
  const events = createPgChannel({ url, pool, log });
  return {
    db,
    events,
    driver: 'postgres',
    migrate: () => migratePg(pgDb, { migrationsFolder: migrationsDir }),
    analyze: async () => {}, // autovacuum keeps a server's statistics; only bursts need noteWrites
    noteWrites: throttledAnalyze(async () => {
      // The tables that take bursts of inserts (public forms, CSV imports, inbound leads).
      await pool.query('ANALYZE customer_intakes, leads');
    }),
    ping: () => pingDb(db),
    close: async () => {
      await events.close();
      await pool.end();
    },
  };
}

/** Used until the server's logger exists (the database opens first): one line, no details. */
const logToStderr: ChannelLog = (msg, detail) => {
  process.stderr.write(`bluebonnet: ${msg}${detail ? ` ${JSON.stringify(detail)}` : ''}\n`);
};

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
