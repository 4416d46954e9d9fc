import pg from 'pg';
import { type DbEvent, parseDbEvent } from './db-events';
import { createFanout, type EventChannel } from './notifications';

export const EVENTS_CHANNEL = 'bluebonnet_events';
/** Names the listener's connection in pg_stat_activity (operators and the reconnect test find it so). */
export const LISTENER_APPLICATION_NAME = 'bluebonnet-listener';

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;
// A dead peer behind a NAT or a failed-over proxy sends no error: a periodic query finds out.
const PING_EVERY_MS = 30_000;

export type ChannelLog = (msg: string, detail?: unknown) => void;

/**
 * LISTEN/NOTIFY on PostgreSQL. Events go out through the pool (`pg_notify`); one dedicated client
 * listens, started by the first subscriber, and reconnects with backoff when its connection drops.
 * Each (re)connection tells `onReconnect` subscribers, since events sent meanwhile were lost.
 */
export function createPgChannel(options: { url: string; pool: pg.Pool; log: ChannelLog }): EventChannel {
  const { url, pool, log } = options;
  const events = createFanout<DbEvent>();
  const reconnects = createFanout<void>();
  let listening = false;
  let started = false;
  let closed = false;
  let failures = 0;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let waiters: Array<() => void> = [];
  let connecting: Promise<void> | undefined;

  const attempt = () => {
    connecting = connect();
  };
  const start = () => {
    if (started || closed) return;
    started = true;
    attempt();
  };

  const retryLater = () => {
    if (closed) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    retryTimer = setTimeout(attempt, delay);
    retryTimer.unref();
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({
      connectionString: url,
      // A silent peer (no FIN, no error) is found by TCP keepalive or by the ping timing out.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
      query_timeout: 10_000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    const timers: { ping?: NodeJS.Timeout } = {};
    let dropped = false;
    const drop = (err?: unknown) => {
      if (dropped) return;
      dropped = true;
      listening = false;
      if (client === c) client = undefined;
      clearInterval(timers.ping);
      c.removeAllListeners('notification');
      c.end().catch(() => {});
      if (closed) return;
      if (failures === 0) log('database listener is down; reconnecting', errorCode(err));
      retryLater();
    };
    c.on('error', drop);
    c.on('end', () => drop());
    c.on('notification', (msg) => {
      if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
      const event = parseDbEvent(msg.payload);
      if (event) events.emit(event);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (dropped) return;
    if (closed) {
      drop();
      return;
    }
    client = c;
    if (failures > 0) log('database listener reconnected');
    failures = 0;
    listening = true;
    timers.ping = setInterval(() => void c.query('select 1').catch(drop), PING_EVERY_MS);
    timers.ping.unref();
    reconnects.emit();
    for (const resolve of waiters) resolve();
    waiters = [];
  }

  async function send(event: DbEvent): Promise<void> {
    await pool.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]);
  }

  return {
    get listening() {
      return listening;
    },
    async publish(event) {
      try {
        await send(event);
      } catch {
        // One retry covers a pooled connection that died idle; the caches' TTL covers the rest.
        await send(event).catch((err: unknown) => log('could not publish a cache invalidation', errorCode(err)));
      }
    },
    subscribe(handler) {
      start();
      return events.add(handler);
    },
    onReconnect(handler) {
      start();
      return reconnects.add(handler);
    },
    ready() {
      start();
      if (listening || closed) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retryTimer);
      for (const resolve of waiters) resolve();
      waiters = [];
      await connecting; // a connection in progress ends itself once it sees `closed`
      await client?.end().catch(() => {});
    },
  };
}

/** The error's code only: messages may carry host names or SQL, and logs stay free of them. */
function errorCode(err: unknown): { code?: string } | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? { code } : {};
}
