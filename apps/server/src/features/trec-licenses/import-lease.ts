import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Identifies the TREC import among PostgreSQL advisory locks (any fixed number unique to this app). */
const IMPORT_LOCK_KEY = 7_263_001;

/** Released when the import ends; a process that dies releases it with its connection. */
export type Lease = { release(): Promise<void> };

/**
 * Who may import right now. On PostgreSQL an advisory lock held in an open transaction for the whole
 * import: when the importing process dies, its connection closes and the lock frees at once, so an
 * in-progress run whose lock is free is known to be dead. The embedded database serves one process,
 * so a flag in this process is the whole truth there.
 */
export function createImportLeases(database: Database) {
  let heldHere = false;

  async function tryPostgresLease(): Promise<Lease | null> {
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    let answer: (got: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => (answer = resolve));
    const holder = database.db
      .transaction(async (tx) => {
        const result: unknown = await tx.execute(sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK_KEY}) as got`);
        const got = firstRowGot(result);
        answer(got);
        if (got) await done;
      })
      .catch(() => answer(false));
    if (!(await decided)) return null;
    return {
      release: async () => {
        release();
        await holder;
      },
    };
  }

  return {
    /** The lease, or null when another import holds it. */
    async tryAcquire(): Promise<Lease | null> {
      if (heldHere) return null;
      if (database.driver === 'postgres') {
        const lease = await tryPostgresLease();
        if (!lease) return null;
        heldHere = true;
        return once(() => lease.release().finally(() => (heldHere = false)));
      }
      heldHere = true;
      return once(async () => void (heldHere = false));
    },
  };
}

/** A lease released twice (right after the swap, then when the run ends) releases once. */
function once(release: () => Promise<void>): Lease {
  let released: Promise<void> | null = null;
  return { release: () => (released ??= release()) };
}

/** node-postgres answers `{ rows: [{ got: true }] }`. */
function firstRowGot(result: unknown): boolean {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) && (rows[0] as { got?: unknown } | undefined)?.got === true;
}

export type ImportLeases = ReturnType<typeof createImportLeases>;
