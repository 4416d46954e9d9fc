// Issue 8 benchmark: GET /api/leads (a page of 50) for a realtor with 100 and with 10,000 leads (other
// realtors' leads in the table too) on both databases; the CSV import of 10,000 rows (rows per second,
// the server's peak resident memory while it runs); and the insight engine's p95 per lead.
import { readFileSync } from 'node:fs';
import { freshDataDir, load, postgresBenchDatabase, registerAndSignIn, startServer, summary, table } from './lib.mjs';

const SERVER = 'apps/server/dist/server.js';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const env = { RATE_LIMIT_AUTH_PER_MINUTE: '1000', JOBS_ENABLED: 'false' };

const FIRST = ['Maria', 'James', 'Ana', 'Robert', 'Linh', 'David', 'Sofia', 'Michael', 'Priya', 'Carlos'];
const LAST = ['Gonzalez', 'Smith', 'Nguyen', 'Johnson', 'Patel', 'Garcia', 'Brown', 'Lee', 'Martinez', 'Davis'];
const STAGES = ['Lead', 'Prospect', 'Nurture', 'Hot Prospect', 'Contacted'];

/** A Follow Up Boss-style export of `rows` distinct people. */
function csv(rows, tag) {
  const lines = ['First Name,Last Name,Email 1,Phone 1,Stage,Source,Price,Notes'];
  for (let i = 0; i < rows; i += 1) {
    const phone = `214${String(2_000_000 + i).padStart(7, '0')}`;
    lines.push(
      [
        FIRST[i % 10],
        LAST[(i / 10) % 10 | 0],
        `${tag}.${i}@example.com`,
        phone,
        STAGES[i % 5],
        i % 3 ? 'Zillow' : 'Website',
        `"$${(250_000 + (i % 40) * 10_000).toLocaleString('en-US')}"`,
        `"Looking in Plano, Frisco or Allen; row ${i}"`,
      ].join(','),
    );
  }
  return lines.join('\r\n');
}

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.replace(/\D/g, '')) / 1024);
}

/** Imports `rows` leads through the real endpoint; returns rows/s and the server's peak RSS meanwhile. */
async function importLeads(server, cookie, rows, tag) {
  const form = new FormData();
  form.append('file', new Blob([csv(rows, tag)], { type: 'text/csv' }), `${tag}.csv`);
  const before = rssMb(server.pid);
  let peak = before;
  const started = performance.now();
  const res = await fetch(`${server.url}/api/leads/import`, { method: 'POST', headers: { cookie }, body: form });
  if (res.status !== 201) throw new Error(`import failed: ${res.status} ${await res.text()}`);
  const { id } = await res.json();
  for (;;) {
    peak = Math.max(peak, rssMb(server.pid));
    const run = await (await fetch(`${server.url}/api/leads/import/${id}`, { headers: { cookie } })).json();
    if (run.status !== 'running') {
      if (run.status !== 'succeeded' || run.created !== rows) throw new Error(`import ended ${JSON.stringify(run)}`);
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    rows,
    'rows/s': Math.round(rows / seconds),
    seconds: seconds.toFixed(2),
    'RSS before MB': before,
    'peak RSS MB': peak,
  };
}

async function measure(label, serverEnv) {
  const server = await startServer(SERVER, { port: 5187, env: { ...env, ...serverEnv } });
  try {
    const stamp = Date.now();
    const small = await registerAndSignIn(server.url, `small-${stamp}@example.com`);
    const large = await registerAndSignIn(server.url, `large-${stamp}@example.com`);
    const others = await registerAndSignIn(server.url, `others-${stamp}@example.com`);
    const imported = { database: label, ...(await importLeads(server, large, 10_000, `large${stamp}`)) };
    await importLeads(server, small, 100, `small${stamp}`);
    await importLeads(server, others, 5_000, `others${stamp}`);
    const rows = [];
    const realtors = [
      ['100 leads', small],
      ['10,000 leads', large],
    ];
    // Warm both up first, so the first measured run does not pay for the server's JIT warm-up.
    for (const [, cookie] of realtors)
      await load(`${server.url}/api/leads?limit=50`, { headers: { cookie }, duration: 2 });
    for (const [who, cookie] of realtors) {
      const res = await load(`${server.url}/api/leads?limit=50`, { headers: { cookie }, duration });
      rows.push({ database: label, realtor: who, ...summary(res) });
    }
    return { rows, imported };
  } finally {
    await server.stop();
  }
}

async function insightsP95() {
  const { leadInsightsBench } = await import('./leads-insights.mjs');
  return leadInsightsBench();
}

export async function runLeadsBench() {
  console.log(`\n## GET /api/leads (first page of 50, newest first), 50 connections, ${duration} s`);
  const results = [await measure('embedded PGlite', { DATA_DIR: freshDataDir() })];
  const db = await postgresBenchDatabase(PG_URL);
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
  console.log('Budget: the 10,000-lead throughput within 20% of the 100-lead one on both databases.');
  console.log('\n## CSV import of 10,000 rows (POST /api/leads/import, polled to completion)');
  table(results.map((r) => r.imported));
  console.log('\n## Lead insight computation (engine only, no LLM)');
  table([await insightsP95()]);
}
