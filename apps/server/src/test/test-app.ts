import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { User } from '@bluebonnet/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { Providers } from '../app-context';
import { buildApp } from '../app';
import { type Env, testEnv } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../features/auth/index';
import { SESSION_COOKIE } from '../features/auth/index';
import { createPostgresTestDatabase, dropPostgresDatabase, withDatabase } from './postgres-databases';

export type TestApp = {
  app: FastifyInstance;
  env: Env;
  database: Database;
  /** Creates a user straight in the database (fast path for tests that are not about registration). */
  createUser(
    overrides?: Partial<typeof users.$inferInsert> & { password?: string },
  ): Promise<User & { password: string }>;
  /** Signs in through the real login route and returns the cookie header value. */
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
};

let counter = 0;
let cachedHash: Promise<string> | undefined;
const DEFAULT_PASSWORD = 'correct-horse-battery';

/** A fresh database and the real app, built exactly as the server builds it. */
export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  options: {
    clock?: () => Date;
    market?: Providers['market'];
    listings?: Providers['listings'];
    /** Receives every log line (set LOG_LEVEL in the overrides to see them). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const env = testEnv({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_INTAKE_PER_MINUTE: '1000',
    RATE_LIMIT_SMS_PER_MINUTE: '1000',
    RATE_LIMIT_INBOUND_LEADS_PER_MINUTE: '1000',
    RATE_LIMIT_LICENSE_LOOKUPS_PER_MINUTE: '1000',
    JOBS_ENABLED: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bb-test-data-')),
    ...overrides,
  });
  const { database, dispose } = await freshDatabase();
  const { clock, logStream, ...providers } = options;
  const logger = logStream ? { stream: logStream } : undefined;
  const app = await buildApp({ env, database, webDistDir: '/nonexistent', clock, providers, logger });
  await app.ready();

  return {
    app,
    env,
    database,
    async createUser(o = {}) {
      const { password, ...values } = o;
      const n = ++counter;
      const passwordHash = password
        ? await hashPassword(password)
        : await (cachedHash ??= hashPassword(DEFAULT_PASSWORD));
      const [row] = await database.db
        .insert(users)
        .values({
          firstName: `Realtor${n}`,
          lastName: 'Test',
          email: `realtor${n}-${Math.random().toString(36).slice(2, 8)}@example.com`,
          phone: '2145550100',
          trecLicenseNumber: '0600000',
          passwordHash,
          ...values,
        })
        .returning();
      if (!row) throw new Error('no user');
      const { toUserDto } = await import('../features/auth/user-dto');
      return { ...toUserDto(row), password: password ?? DEFAULT_PASSWORD };
    },
    async login(email, password) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return sessionCookie(res);
    },
    async close() {
      await app.close();
      await database.close();
      await dispose();
    },
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie in response');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Where each test's PostgreSQL database lives, for a second app on it (`createPeerApp`). */
const databaseUrls = new WeakMap<Database, string>();

/**
 * A second app on the same database, as a second server process would run: on PostgreSQL with its
 * own connection pool and listener, on PGlite on the same `Database` (one process shares it).
 * Close it before `first`, whose close drops the database.
 */
export async function createPeerApp(first: TestApp): Promise<TestApp> {
  const url = databaseUrls.get(first.database);
  const database = url ? await openDatabase({ kind: 'postgres', url, poolSize: 4 }) : first.database;
  const app = await buildApp({ env: first.env, database, webDistDir: '/nonexistent' });
  await app.ready();
  return {
    app,
    env: first.env,
    database,
    createUser: (o) => first.createUser(o),
    async login(email, password) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return sessionCookie(res);
    },
    async close() {
      await app.close();
      if (url) await database.close();
    },
  };
}

async function freshDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const pgTemplate = inject('postgresTemplate');
  const url = process.env.DATABASE_URL;
  if (pgTemplate && url) {
    const name = await createPostgresTestDatabase(url, pgTemplate);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
    databaseUrls.set(database, withDatabase(url, name));
    return { database, dispose: () => dropPostgresDatabase(url, name) };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: dump });
  return { database, dispose: async () => {} };
}
