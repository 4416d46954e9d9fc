import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPostgresTestDatabase, dropPostgresDatabase, withDatabase } from '../test/postgres-databases';
import { type Database, openDatabase } from './client';
import type { DbEvent } from './db-events';
import { createLocalChannel } from './notifications';
import { EVENTS_CHANNEL, LISTENER_APPLICATION_NAME } from './pg-notifications';

const serverUrl = process.env.DATABASE_URL;
const onPostgres = Boolean(serverUrl && inject('postgresTemplate'));

async function query(url: string, text: string, values: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function until(done: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('in-process channel (the embedded database)', () => {
  it('delivers every event to every subscriber at once, the publisher included', async () => {
    const channel = createLocalChannel();
    const first: DbEvent[] = [];
    const second: DbEvent[] = [];
    channel.subscribe((e) => first.push(e));
    channel.subscribe(() => {
      throw new Error('a broken subscriber');
    });
    channel.subscribe((e) => second.push(e));
    await channel.publish({ type: 'user-changed', userId: 7 });
    expect(first).toEqual([{ type: 'user-changed', userId: 7 }]);
    expect(second).toEqual(first);
    expect(channel.listening).toBe(true);
  });
});

describe.skipIf(!onPostgres)('LISTEN/NOTIFY channel (PostgreSQL only; skipped on PGlite)', () => {
  let name: string;
  let url: string;
  let a: Database;
  let b: Database;
  const received: DbEvent[] = [];
  let reconnects = 0;
  const logged: string[] = [];

  beforeAll(async () => {
    name = await createPostgresTestDatabase(serverUrl!, inject('postgresTemplate'));
    url = withDatabase(serverUrl!, name);
    const log = (msg: string) => logged.push(msg);
    a = await openDatabase({ kind: 'postgres', url, poolSize: 2, log });
    b = await openDatabase({ kind: 'postgres', url, poolSize: 2, log });
    b.events.subscribe((e) => received.push(e));
    b.events.onReconnect(() => (reconnects += 1));
    await b.events.ready();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await dropPostgresDatabase(serverUrl!, name);
  });

  it('carries events from one process to another, and back to the publisher', async () => {
    await a.events.publish({ type: 'session-revoked', sessionId: 'abc' });
    await b.events.publish({ type: 'user-changed', userId: 3 });
    await until(() => received.length === 2);
    expect(received).toEqual([
      { type: 'session-revoked', sessionId: 'abc' },
      { type: 'user-changed', userId: 3 },
    ]);
  });

  it('ignores a payload that is not an event', async () => {
    received.length = 0;
    await query(url, 'select pg_notify($1, $2)', [EVENTS_CHANNEL, '{"type":"drop-everything"}']);
    await a.events.publish({ type: 'user-changed', userId: 4 });
    await until(() => received.length > 0);
    expect(received).toEqual([{ type: 'user-changed', userId: 4 }]);
  });

  it('reconnects after its connection is killed, tells subscribers, and events flow again', async () => {
    received.length = 0;
    const before = reconnects;
    const killed = await query(
      url,
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and application_name = $1',
      [LISTENER_APPLICATION_NAME],
    );
    expect(killed).toEqual([{ ok: true }]); // only b listens: a has no subscriber

    await until(() => reconnects > before);
    expect(b.events.listening).toBe(true);
    expect(logged).toContain('database listener is down; reconnecting');
    expect(logged).toContain('database listener reconnected');

    await a.events.publish({ type: 'session-revoked', sessionId: 'after-reconnect' });
    await until(() => received.length > 0);
    expect(received).toEqual([{ type: 'session-revoked', sessionId: 'after-reconnect' }]);
  });
});
