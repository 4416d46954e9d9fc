import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { User } from '@bluebonnet/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { type Env, testEnv } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../features/auth/password';
import { ensureEducationMaterials } from '../features/customer-intakes/client-insights.service';
import { SESSION_COOKIE } from '../features/auth/session-cookie';
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
  options: Pick<BuildAppOptions, 'market' | 'clock' | 'listings'> = {},
): Promise<TestApp> {
  const env = testEnv({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_INTAKE_PER_MINUTE: '1000',
    RATE_LIMIT_SMS_PER_MINUTE: '1000',
    JOBS_ENABLED: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bb-test-data-')),
    ...overrides,
  });
  const { database, dispose } = await freshDatabase();
  await ensureEducationMaterials(database.db);
  const app = await buildApp({ env, database, webDistDir: '/nonexistent', ...options });
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

async function freshDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const pgTemplate = inject('postgresTemplate');
  const url = process.env.DATABASE_URL;
  if (pgTemplate && url) {
    const name = await createPostgresTestDatabase(url, pgTemplate);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
    return { database, dispose: () => dropPostgresDatabase(url, name) };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: dump });
  return { database, dispose: async () => {} };
}
