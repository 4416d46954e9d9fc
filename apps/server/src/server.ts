import cluster from 'node:cluster';
import { parseEnv } from './config/env';
import { announceListening, runPrimary } from './cluster-primary';
import { ensureAdmin } from './features/auth/index';
import { openRuntime } from './runtime';
import { serveApp } from './serve-app';
import { publicUrl, startBanner } from './start-banner';

/**
 * Start: env → database (locked, migrated) → first admin → app → listen; then wait for a signal.
 * With WORKERS > 1 (PostgreSQL) this process is the cluster primary and its workers serve.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = parseEnv(process.env);
  if (env.WORKERS > 1 && cluster.isPrimary) return runPrimary(env, startedAt);

  const runtime = await openRuntime(env);
  if (cluster.isWorker) {
    const { address } = await serveApp(env, runtime);
    announceListening(address);
    return;
  }
  const admin = await ensureAdmin(runtime.database.db, env);
  const { address } = await serveApp(env, runtime);
  const database =
    runtime.database.driver === 'pglite' ? `embedded (PGlite) in ${runtime.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  process.stdout.write(
    startBanner({
      url: publicUrl(env.PUBLIC_URL, address),
      database,
      admin,
      workers: 1,
      readyMs: performance.now() - startedAt,
    }),
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`Bluebonnet failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
