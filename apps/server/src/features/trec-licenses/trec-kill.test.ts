import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TrecStats } from '@bluebonnet/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { serverRoot } from '../../config/paths';
import { createPostgresTestDatabase, dropPostgresDatabase, withDatabase } from '../../test/postgres-databases';
import { generatedTrecFile } from './trec-files.fixture';
import { inject } from 'vitest';

const ADMIN = { email: 'admin@example.com', password: 'kill-test-password' };
const pgUrl = process.env.DATABASE_URL;

type Server = { child: ChildProcess; base: string };

/** The real server in its own process (tsx on the sources), on the given database. */
async function startServer(env: Record<string, string>, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/server.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      HOST: '127.0.0.1',
      TREC_DATA_URL: 'off',
      JOBS_ENABLED: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = res.headers.get('set-cookie');
  if (!res.ok || !cookie) throw new Error(`login ${res.status}`);
  return cookie.split(';')[0] ?? '';
}

const statsOf = async (base: string, cookie: string): Promise<TrecStats> =>
  (await fetch(`${base}/api/admin/trec-stats`, { headers: { cookie } })).json() as Promise<TrecStats>;

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

let running: ChildProcess | null = null;
afterEach(() => {
  running?.kill('SIGKILL');
  running = null;
});

async function killMidImport(env: Record<string, string>, port: number): Promise<void> {
  const first = await startServer(env, port);
  running = first.child;
  const cookie = await signIn(first.base);
  expect((await statsOf(first.base, cookie)).totalLicenses).toBe(283);
  const form = new FormData();
  form.append('file', new Blob([generatedTrecFile(120_000, 1000001)]), 'trecfile.txt');
  const started = await fetch(`${first.base}/api/admin/trec-upload`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  expect(started.status).toBe(201);
  // Kill -9 once the import has written rows, as a crash or an out-of-memory kill would.
  for (let i = 0; i < 600; i++) {
    const run = (await statsOf(first.base, cookie)).currentRun;
    if (run && run.rowsImported > 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect((await statsOf(first.base, cookie)).currentRun?.rowsImported).toBeGreaterThan(0);
  await killed(first.child);

  const second = await startServer(env, port);
  running = second.child;
  const cookie2 = await signIn(second.base);
  const after = await statsOf(second.base, cookie2);
  expect(after.totalLicenses).toBe(283);
  expect(after.source.kind).toBe('sample');
  expect(after.currentRun).toBeNull();
  const runs = (await (
    await fetch(`${second.base}/api/admin/trec-sync-runs`, { headers: { cookie: cookie2 } })
  ).json()) as {
    runs: Array<{ status: string; message: string }>;
  };
  expect(runs.runs[0]).toMatchObject({ status: 'failed' });
  expect(runs.runs[0]?.message).toMatch(
    /^Interrupted after [\d,]+ rows: the server stopped during the import\. The sample data stays in use\.$/,
  );
  const verified = await fetch(`${second.base}/api/verify-trec-license`, {
    method: 'POST',
    headers: { cookie: cookie2, 'content-type': 'application/json' },
    body: JSON.stringify({ licenseNumber: '9900029' }),
  });
  expect(((await verified.json()) as { success: boolean }).success).toBe(true);
}

describe('a server killed in the middle of a TREC import', () => {
  it.skipIf(Boolean(pgUrl))(
    'keeps the old data on the embedded database',
    async () => {
      await killMidImport({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bb-trec-kill-')), DATABASE_URL: '' }, 5311);
    },
    120_000,
  );

  it.skipIf(!pgUrl)(
    'keeps the old data on PostgreSQL',
    async () => {
      const name = await createPostgresTestDatabase(pgUrl!, inject('postgresTemplate'));
      try {
        await killMidImport(
          { DATABASE_URL: withDatabase(pgUrl!, name), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bb-trec-kill-')) },
          5312,
        );
      } finally {
        running?.kill('SIGKILL');
        await new Promise((r) => setTimeout(r, 500));
        await dropPostgresDatabase(pgUrl!, name);
      }
    },
    120_000,
  );
});
