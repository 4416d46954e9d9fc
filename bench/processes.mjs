// Several server processes on one PostgreSQL (WORKERS): signed-in throughput with 1 and 2 processes,
// a logout seen by every process, and the sign-in rate limit counted across them.
// Run alone with `npm run build && node bench/processes.mjs`, or as part of `npm run bench`.
import { pathToFileURL } from 'node:url';
import { load, postgresBenchDatabase, registerAndSignIn, startServer, summary, table } from './lib.mjs';

const SERVER = 'apps/server/dist/server.js';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const AUTH_LIMIT = 10;

/** One request on its own connection, so the cluster hands it to the next process in turn. */
const fresh = (url, init = {}) => fetch(url, { ...init, headers: { ...init.headers, connection: 'close' } });

async function measure(workers, databaseUrl) {
  const env = {
    DATABASE_URL: databaseUrl,
    WORKERS: String(workers),
    JOBS_ENABLED: 'false',
    RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT),
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'bench-admin-pass',
  };
  const server = await startServer(SERVER, { port: 5185, env });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // the other workers finish starting
    const cookie = await registerAndSignIn(server.url, `bench-${workers}-${Date.now()}@example.com`);
    const result = summary(await load(`${server.url}/api/auth/user`, { headers: { cookie }, duration }));

    await fresh(`${server.url}/api/logout`, { method: 'POST', headers: { cookie } });
    let stillServed = 0;
    for (let i = 0; i < 20; i++) {
      if ((await fresh(`${server.url}/api/auth/user`, { headers: { cookie } })).status !== 401) stillServed += 1;
    }

    let firstLimited = '-';
    for (let attempt = 1; attempt <= AUTH_LIMIT + 2 && firstLimited === '-'; attempt++) {
      const res = await fresh(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // A new address each time: the per-IP limit is measured, not the per-account lock (5 failures).
        body: JSON.stringify({ email: `nobody-${attempt}@example.com`, password: 'wrong-password' }),
      });
      if (res.status === 429) firstLimited = String(attempt);
    }
    return {
      processes: workers,
      ...result,
      'served after logout (of 20)': stillServed,
      [`first 429 (limit ${AUTH_LIMIT})`]: firstLimited,
    };
  } finally {
    await server.stop();
  }
}

export async function runProcessesBench() {
  console.log(`\n## Several processes on one PostgreSQL: GET /api/auth/user signed in, 50 connections, ${duration} s`);
  const rows = [];
  for (const workers of [1, 2]) {
    // A database per run: the second starts with no counters or sessions from the first.
    const db = await postgresBenchDatabase(PG_URL);
    if (!db) return;
    try {
      rows.push(await measure(workers, db.url));
    } finally {
      await db.drop();
    }
  }
  table(rows);
  console.log('Logout must reach every process (0 served after it); the limit must hold across them (429 at 11).');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runProcessesBench();
