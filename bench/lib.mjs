// Shared helpers for the benchmarks: start a server process, wait for it, load it with autocannon.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'bb-bench-'));

/** Starts a node script and resolves with the time until `readyPath` first answers 200. */
export async function startServer(script, { port, env = {}, readyPath = '/api/health' }) {
  const started = performance.now();
  const child = spawn('node', [script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url + readyPath);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, readyMs, stop, pid: child.pid };
}

export function load(url, { headers = {}, connections = 50, duration = 10 } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

export async function registerAndSignIn(url, email) {
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Realtor',
      email,
      phone: '2145550100',
      trecLicenseNumber: '0600000',
      password: 'bench-password-1',
      captchaVerification: true,
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

export function table(rows) {
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (vals) => vals.map((v, i) => String(v).padEnd(width[i])).join('  ');
  console.log(line(cols));
  for (const r of rows) console.log(line(cols.map((c) => r[c])));
}

/**
 * A fresh, migrated PostgreSQL database for one benchmark (undefined, with a note, when the server
 * is not reachable). Needs the built server (`db-migrate.js`).
 */
export async function postgresBenchDatabase(serverUrl) {
  const { execFileSync } = await import('node:child_process');
  const { default: pg } = await import('pg');
  const name = `bb_bench_${Date.now()}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end().catch(() => {});
    }
  };
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.log(`PostgreSQL not available (${err.message}); skipping the PostgreSQL run.`);
    return undefined;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  execFileSync('node', ['apps/server/dist/db-migrate.js'], { env: { ...process.env, DATABASE_URL: url.toString() } });
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
