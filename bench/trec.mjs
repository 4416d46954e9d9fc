// Issue 11 benchmark: import of a generated 330,000-row TREC license file (TREC's own layout) through
// the admin upload on both databases — rows per second, seconds, the server's peak resident memory —
// then the verification lookup's latency (POST /api/verify-trec-license, one connection, found and
// not-found numbers alike) and the name search's, on the 330,000 rows. Budget: import under 60 s on
// PostgreSQL; lookup p95 under 5 ms.
import { readFileSync } from 'node:fs';
import { freshDataDir, postgresBenchDatabase, startServer, table } from './lib.mjs';

const SERVER = 'apps/server/dist/server.js';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const ROWS = Number(process.env.BENCH_TREC_ROWS ?? 330_000);
const LOOKUPS = 2000;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-pass' };
const env = {
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  RATE_LIMIT_LICENSE_LOOKUPS_PER_MINUTE: '1000000',
  JOBS_ENABLED: 'false',
  TREC_DATA_URL: 'off',
  ...toAdminEnv(),
};

function toAdminEnv() {
  return { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
}

const FIRST = ['Maria', 'James', 'Ana', 'Robert', 'Lucía', 'David', 'Linda', 'José', 'Karen', 'Michael'];
const LAST = ['Alvarez', 'Muñoz', 'Nguyen', 'Peña', 'Johnson', 'Núñez', 'Williams', 'García', 'Brown', 'Patel'];
const TYPES = ['SALE', 'SALE', 'SALE', 'SALE', 'SALE', 'SALE', 'BRK', 'SALE', 'PRIN', 'SALE'];
const STATUS = ['20', '20', '20', '21', '20', '45', '20', '31', '20', '20'];
const COUNTIES = ['057', '043', '220', '061', '101', '227'];
const FIRST_NUMBER = 2_000_001;

/** A file of `rows` made-up license holders in trecfile.txt's 33 tab-separated columns, Latin-1, CRLF. */
function trecFile(rows) {
  const parts = [];
  for (let i = 0; i < rows; i += 1) {
    const first = FIRST[i % 10];
    const last = LAST[Math.floor(i / 10) % 10];
    const type = TYPES[i % 10];
    const cells = new Array(33).fill('');
    cells[0] = type;
    cells[1] = String(FIRST_NUMBER + i);
    cells[2] = `${first} Bench ${last}`;
    cells[4] = STATUS[(i >> 3) % 10];
    cells[5] = `20${String(10 + (i % 15))}0${1 + (i % 9)}15`;
    cells[6] = `20270${1 + (i % 9)}28`;
    cells[7] = '2';
    cells[8] = '2';
    cells[9] = '0';
    cells[10] = '(214) 555-0100';
    cells[11] = `agent${i}@example.com`;
    cells[12] = `${100 + (i % 900)} Bench St`;
    cells[15] = 'Dallas';
    cells[16] = 'TX';
    cells[17] = '75201';
    cells[18] = COUNTIES[i % COUNTIES.length];
    if (type === 'SALE') {
      cells[26] = 'BRK';
      cells[27] = String(FIRST_NUMBER + (i - (i % 10)) + 6);
      cells[28] = 'Bench Broker Sample';
      cells[30] = '20200101';
    }
    cells[32] = `${last.toUpperCase()}, ${first.toUpperCase()} BENCH`;
    parts.push(cells.join('\t'));
  }
  return Buffer.from(parts.join('\r\n') + '\r\n', 'latin1');
}

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.replace(/\D/g, '')) / 1024);
}

async function signIn(url) {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}

async function importFile(server, cookie, file) {
  const form = new FormData();
  form.append('file', new Blob([file]), 'trecfile.txt');
  const before = rssMb(server.pid);
  let peak = before;
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/trec-upload`, { method: 'POST', headers: { cookie }, body: form });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  let stats;
  for (;;) {
    peak = Math.max(peak, rssMb(server.pid));
    stats = await (await fetch(`${server.url}/api/admin/trec-stats`, { headers: { cookie } })).json();
    if (!stats.currentRun) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  if (stats.syncStatus !== 'success' || stats.totalLicenses !== ROWS)
    throw new Error(`import ended ${JSON.stringify(stats)}`);
  return {
    rows: ROWS,
    MB: (file.length / 1024 / 1024).toFixed(1),
    seconds: seconds.toFixed(1),
    'rows/s': Math.round(ROWS / seconds),
    'RSS before MB': before,
    'peak RSS MB': peak,
  };
}

/** Only answers count: a 429 or 400 would measure the refusal, not the lookup. */
async function answered(res) {
  if (res.status !== 200) throw new Error(`lookup answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Sequential requests on one connection; latency as the client sees it (HTTP included). */
async function latencies(label, send) {
  for (let i = 0; i < 200; i += 1) await send(i); // warm-up
  const times = [];
  for (let i = 0; i < LOOKUPS; i += 1) {
    const started = performance.now();
    await send(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    request: label,
    n: LOOKUPS,
    'p50 ms': percentile(times, 50).toFixed(2),
    'p95 ms': percentile(times, 95).toFixed(2),
    'p99 ms': percentile(times, 99).toFixed(2),
  };
}

async function measure(label, serverEnv, file) {
  const server = await startServer(SERVER, { port: 5191, env: { ...env, ...serverEnv } });
  try {
    const cookie = await signIn(server.url);
    const imported = { database: label, ...(await importFile(server, cookie, file)) };
    const post = (licenseNumber) =>
      fetch(`${server.url}/api/verify-trec-license`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ licenseNumber }),
      }).then((r) => answered(r));
    const found = await latencies('verify, found', async (i) => {
      if (!(await post(String(FIRST_NUMBER + ((i * 7919) % ROWS)))).success)
        throw new Error('a number in the file was not found');
    });
    const missing = await latencies('verify, not found (+ similar numbers)', (i) => post(String(9_000_000 + i)));
    const byName = await latencies('name search (last + first)', (i) =>
      fetch(`${server.url}/api/trec-licenses/search?lastName=${LAST[i % 10]}&firstName=${FIRST[(i >> 2) % 10]}`, {
        headers: { cookie },
      }).then((r) => answered(r)),
    );
    return { imported, lookups: [found, missing, byName].map((r) => ({ database: label, ...r })) };
  } finally {
    await server.stop();
  }
}

export async function runTrecBench() {
  console.log(
    `\n## TREC license file: import of ${ROWS.toLocaleString('en-US')} rows (admin upload, polled to the swap)`,
  );
  const file = trecFile(ROWS);
  const results = [await measure('embedded PGlite', { DATA_DIR: freshDataDir() }, file)];
  const db = await postgresBenchDatabase(PG_URL);
  if (db) {
    try {
      results.push(await measure('PostgreSQL', { DATABASE_URL: db.url }, file));
    } finally {
      await db.drop();
    }
  }
  table(results.map((r) => r.imported));
  console.log('Budget: under 60 s on PostgreSQL.');
  console.log(`\n## License lookups on ${ROWS.toLocaleString('en-US')} rows, ${LOOKUPS} sequential requests each`);
  table(results.flatMap((r) => r.lookups));
  console.log('Budget: verification p95 under 5 ms (times include HTTP, the session check and the JSON answer).');
  console.log(
    'Name search here is a worst case: each last + first name pair of the generated file matches about 3,300 rows.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runTrecBench();
