// Issue 3 benchmark: GET /api/customer-intakes for a realtor with 100 and with 10,000 intakes (other
// realtors' intakes in the table too), on both databases; and public form submissions per second.
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshDataDir, load, registerAndSignIn, startServer, summary, table } from './lib.mjs';

const SERVER = 'apps/server/dist/server.js';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const env = { RATE_LIMIT_INTAKE_PER_MINUTE: '100000000', RATE_LIMIT_AUTH_PER_MINUTE: '1000', JOBS_ENABLED: 'false' };

async function userId(url, cookie) {
  return (await (await fetch(`${url}/api/auth/user`, { headers: { cookie } })).json()).id;
}

/** Submits `amount` public forms for a realtor as fast as 20 connections allow; returns per-second figures. */
function submitForms(url, realtorId, amount) {
  const body = JSON.stringify({
    realtorId,
    firstName: 'Bench',
    lastName: 'Client',
    email: 'client@example.com',
    phone: '(214) 555-0142',
    realEstateGoal: 'buying',
    budgetRange: '300k-500k',
    preferredAreas: 'Plano',
  });
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${url}/api/customer-intakes`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        amount,
        connections: 20,
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );
}

async function measure(label, serverEnv) {
  const server = await startServer(SERVER, { port: 5185, env: { ...env, ...serverEnv } });
  try {
    const small = await registerAndSignIn(server.url, `small-${Date.now()}@example.com`);
    const large = await registerAndSignIn(server.url, `large-${Date.now()}@example.com`);
    const others = await registerAndSignIn(server.url, `others-${Date.now()}@example.com`);
    const submit = await submitForms(server.url, await userId(server.url, large), 10_000);
    await submitForms(server.url, await userId(server.url, small), 100);
    await submitForms(server.url, await userId(server.url, others), 5_000);
    const rows = [];
    for (const [who, cookie] of [
      ['100 intakes', small],
      ['10,000 intakes', large],
    ]) {
      rows.push({
        database: label,
        realtor: who,
        ...summary(await load(`${server.url}/api/customer-intakes`, { headers: { cookie }, duration })),
      });
    }
    return {
      rows,
      submissions: {
        database: label,
        'forms/s': Math.round(submit.requests.average),
        p50: submit.latency.p50,
        p99: submit.latency.p99,
        non2xx: submit.non2xx,
      },
    };
  } finally {
    await server.stop();
  }
}

async function postgres() {
  const name = `bb_bench_i_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.log(`PostgreSQL not available (${err.message}); skipping.`);
    return undefined;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  execFileSync('node', ['apps/server/dist/db-migrate.js'], { env: { ...process.env, DATABASE_URL: url.toString() } });
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function runIntakesBench() {
  console.log(`\n## GET /api/customer-intakes (first page of 50, newest first), 50 connections, ${duration} s`);
  const results = [await measure('embedded PGlite', { DATA_DIR: freshDataDir() })];
  const db = await postgres();
  if (db) {
    try {
      results.push(await measure('PostgreSQL', { DATABASE_URL: db.url }));
    } finally {
      await db.drop();
    }
  }
  const rows = results.flatMap((r) => r.rows);
  table(
    rows.map((r, i) => {
      const base = rows[i - (i % 2)];
      return { ...r, 'vs 100': `${Math.round((r.rps / base.rps) * 100)}%` };
    }),
  );
  console.log('Budget: the 10,000-intake throughput within 20% of the 100-intake one on both databases.');
  console.log('\n## Public form submissions (POST /api/customer-intakes), 20 connections, 10,000 forms');
  table(results.map((r) => r.submissions));
}
