import path from 'node:path';
import type { Env } from './config/env';
import { type Database, openDatabase, pgliteDir } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';

export type Runtime = { database: Database; release: () => void; dataDir: string };

/**
 * Opens the configured database. The embedded one is locked to this process and migrated here;
 * PostgreSQL is migrated by `npm run db:migrate` (or here too when it asks, e.g. in tests).
 */
export async function openRuntime(env: Env, opts: { migratePostgres?: boolean } = {}): Promise<Runtime> {
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.DATABASE_URL) {
    const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL });
    if (opts.migratePostgres) await database.migrate();
    return { database, release: () => {}, dataDir };
  }
  const release = acquireDataDirLock(dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
    await database.migrate();
    return { database, release, dataDir };
  } catch (err) {
    release();
    throw err;
  }
}
