// Hardening benchmark: a 4 GiB PDF decompression bomb and a valid contract uploaded at the same moment
// by two realtors. Prints each answer's status and time and the server's resident memory (VmRSS of the
// whole process, worker threads included). Run through tsx (it imports the TypeScript fixtures).
import { readFileSync } from 'node:fs';
import { RESALE_FINANCED_2026 } from '../packages/domain/src/contract-text/fixtures/index.ts';
import { makeFlateBombPdf } from '../apps/server/src/test/make-bomb-pdf.ts';
import { makePdf, paginate } from '../apps/server/src/test/make-pdf.ts';
import { freshDataDir, postgresBenchDatabase, registerAndSignIn, startServer, table } from './lib.mjs';

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};

async function upload(url, cookie, name, bytes) {
  const form = new FormData();
  form.append('pdf', new Blob([bytes], { type: 'application/pdf' }), name);
  const started = performance.now();
  const res = await fetch(`${url}/api/extract-pdf-text`, { method: 'POST', body: form, headers: { cookie } });
  await res.text();
  return { status: res.status, ms: performance.now() - started };
}

export async function runPdfLimitsBench() {
  console.log('\n## PDF limits: a 4 GiB decompression bomb beside a valid upload');
  const bomb = await makeFlateBombPdf(4 * 1024 ** 3);
  const contract = makePdf(paginate(RESALE_FINANCED_2026));
  const rows = [];
  // The embedded database alone keeps about 700 MB resident (PGlite's WebAssembly Postgres), so the
  // 600 MB budget is read on PostgreSQL; on PGlite what the bomb adds is the figure to read.
  const pgServer = process.env.BENCH_PG_URL ?? `postgres://${process.env.USER ?? 'root'}@127.0.0.1:5432/test`;
  const pg = await postgresBenchDatabase(pgServer);
  for (const [database, env] of [['PGlite', {}], ...(pg ? [['PostgreSQL', { DATABASE_URL: pg.url }]] : [])]) {
    rows.push(await measure(database, env, bomb, contract));
  }
  await pg?.drop();
  console.log(`bomb: ${(bomb.length / 1024 ** 2).toFixed(1)} MB that inflates to 4 GiB`);
  table(rows);
  console.log('budget: bomb answered in under 5 s, the valid upload 200, server RSS under 600 MB');
}

async function measure(database, env, bomb, contract) {
  const server = await startServer('apps/server/dist/server.js', {
    port: 5187,
    env: {
      DATA_DIR: freshDataDir(),
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: 'bench-admin-pass',
      ...env,
    },
  });
  try {
    const a = await registerAndSignIn(server.url, `bomb-${Date.now()}@example.com`);
    const b = await registerAndSignIn(server.url, `valid-${Date.now()}@example.com`);
    await upload(server.url, b, 'warm.pdf', contract); // starts a worker, as on a server in use
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    const [bad, good] = await Promise.all([
      upload(server.url, a, 'bomb.pdf', bomb),
      upload(server.url, b, 'contract.pdf', contract),
    ]);
    clearInterval(sampler);
    return {
      database,
      'bomb status': bad.status,
      'bomb ms': bad.ms.toFixed(0),
      'valid status': good.status,
      'valid ms': good.ms.toFixed(0),
      'RSS before MB': before.toFixed(0),
      'RSS peak MB': peak.toFixed(0),
      'added MB': (peak - before).toFixed(0),
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runPdfLimitsBench();
