// Issue 2 benchmark: start-up time, signed-in GET /api/auth/user vs a bare Fastify route on both
// databases, and revocation staying immediate under the cache.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { freshDataDir, load, registerAndSignIn, startServer, summary, table } from './lib.mjs';

const SERVER = 'apps/server/dist/server.js';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_SECONDS ?? 10);

async function measureApi(label, env) {
  const server = await startServer(SERVER, { port: 5181, env });
  try {
    const cookie = await registerAndSignIn(server.url, `bench-${Date.now()}@example.com`);
    const result = summary(await load(`${server.url}/api/auth/user`, { headers: { cookie }, duration }));
    // Revocation must stay immediate with the session cache warm.
    await fetch(`${server.url}/api/logout`, { method: 'POST', headers: { cookie } });
    const after = await fetch(`${server.url}/api/auth/user`, { headers: { cookie } });
    return { label, ...result, revokedAtOnce: after.status === 401 ? 'yes' : `NO (${after.status})` };
  } finally {
    await server.stop();
  }
}

async function postgresDatabase() {
  const name = `bb_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: PG_URL });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.log(`PostgreSQL not available (${err.message}); skipping the PostgreSQL run.`);
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  execFileSync('node', ['apps/server/dist/db-migrate.js'], { env: { ...process.env, DATABASE_URL: url.toString() } });
  const drop = async () => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

export async function runPlatformBench() {
  console.log('\n## Start-up: start command to first answered request');
  const dir = freshDataDir();
  const env = { DATA_DIR: dir, ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'bench-admin-pass' };
  const first = await startServer(SERVER, { port: 5180, env });
  await first.stop();
  const second = await startServer(SERVER, { port: 5180, env });
  await second.stop();
  table([
    { start: 'first (creates and migrates the embedded database)', ms: Math.round(first.readyMs) },
    { start: 'next (existing data folder)', ms: Math.round(second.readyMs) },
  ]);

  console.log(`\n## GET /api/auth/user signed in, 50 connections, ${duration} s`);
  const bare = await startServer('bench/bare-server.mjs', { port: 5182 });
  const bareResult = {
    label: 'bare Fastify route',
    ...summary(await load(`${bare.url}/bare`, { duration })),
    revokedAtOnce: '-',
  };
  await bare.stop();
  const rows = [bareResult, await measureApi('auth/user on embedded PGlite', { DATA_DIR: freshDataDir(), ...env })];
  const pgDb = await postgresDatabase();
  if (pgDb) {
    try {
      rows.push(await measureApi('auth/user on PostgreSQL', { DATABASE_URL: pgDb.url, ...env }));
    } finally {
      await pgDb.drop();
    }
  }
  table(rows.map((r) => ({ ...r, 'vs bare': `${Math.round((r.rps / bareResult.rps) * 100)}%` })));
  console.log('Budget: each auth/user row at least 33% of the bare route; revocation immediate.');
}
