import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database, Db } from './client';
import { rateLimitHits } from './schema/index';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
/** What the plugin hands a store: its global options, then each limited route's merged options. */
type StoreOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};

const PURGE_EVERY_MS = 5 * 60_000;

/**
 * The rate-limit store for the configured database: counters in PostgreSQL, so every server process
 * counts the same hits; undefined on the embedded database (one process), where the plugin's
 * in-memory store is right and faster.
 */
export function rateLimitStoreFor(database: Database): FastifyRateLimitStoreCtor | undefined {
  return database.driver === 'postgres' ? postgresRateLimitStore(database.db) : undefined;
}

export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const purge = { lastAt: Date.now(), running: false };

  /** Expired rows are only dead weight (a hit resets them anyway): deleted now and then, never awaited. */
  const purgeNowAndThen = () => {
    if (purge.running || Date.now() - purge.lastAt < PURGE_EVERY_MS) return;
    purge.running = true;
    purge.lastAt = Date.now();
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.resetAt, sql`now()`))
      .catch(() => {})
      .finally(() => (purge.running = false));
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly continueExceeding: boolean;

    constructor(
      options: StoreOptions,
      private readonly prefix = '',
    ) {
      // The plugin's backoff grows the window per extra hit; no route here asks for it.
      if (options.exponentialBackoff) throw new Error('The PostgreSQL rate-limit store has no exponential backoff');
      this.continueExceeding = options.continueExceeding ?? false;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.hit(this.prefix + key, timeWindow, max).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
      purgeNowAndThen();
    }

    /** One store per limited route; its rows are keyed by route as well as by client. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin actually passes the merged limit options with the route under `routeInfo`.
      const options = routeOptions as unknown as StoreOptions;
      const { method, url } = options.routeInfo ?? {};
      return new PostgresRateLimitStore(options, `${String(method ?? '')} ${url ?? ''}|`);
    }

    /**
     * One atomic upsert per hit: a new or expired row starts a window at 1, a live one counts up.
     * Times are the database's, so processes with drifting clocks still share one window.
     */
    private async hit(key: string, timeWindow: number, max: number): Promise<Result> {
      const t = rateLimitHits;
      const expired = sql`${t.resetAt} <= now()`;
      const window = sql`now() + ${timeWindow} * interval '1 millisecond'`;
      const restart = this.continueExceeding ? sql`(${expired} or ${t.count} + 1 > ${max})` : expired;
      const [row] = await db
        .insert(t)
        // PostgreSQL text cannot hold NUL; a key built from a hostile path must not turn into a 500.
        .values({ key: key.replaceAll('\u0000', '\uFFFD'), count: 1, resetAt: window })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
            resetAt: sql`case when ${restart} then ${window} else ${t.resetAt} end`,
          },
        })
        .returning({
          count: t.count,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from ${t.resetAt} - now()) * 1000))::int`,
        });
      if (!row) throw new Error('rate-limit upsert returned no row');
      return { current: row.count, ttl: Number(row.ttl) };
    }
  }

  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
