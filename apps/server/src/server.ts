import { buildApp } from './app';
import { parseEnv } from './config/env';
import { ensureAdmin } from './features/auth/bootstrap-admin';
import { ensureEducationMaterials } from './features/customer-intakes/client-insights.service';
import { createJobRunner } from './providers/jobs/index';
import { openRuntime } from './runtime';

/** Start: env → database (locked, migrated) → first admin → app → listen; then wait for a signal. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = parseEnv(process.env);
  const runtime = await openRuntime(env);
  const admin = await ensureAdmin(runtime.database.db, env);
  await ensureEducationMaterials(runtime.database.db);
  const app = await buildApp({ env, database: runtime.database });
  const jobs = createJobRunner(env, (msg, err) => app.log.error({ err }, msg));
  await runtime.database.analyze();
  jobs.every('home-research-sweep', 15, async () => {
    const ran = await app.services.research.sweep();
    if (ran) app.log.info({ ran }, 'home research: scheduled runs done');
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await runtime.database.close();
    runtime.release();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  if (env.JOBS_ENABLED) {
    // Scheduled research is a convenience: the app serves requests without it, so say so and go on.
    await jobs.start().catch((err: unknown) => app.log.error({ err }, 'background jobs could not start'));
  }
  const port = new URL(address).port;
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  Bluebonnet is running: open ${url}`,
    `  Database: ${runtime.database.driver === 'pglite' ? `embedded (PGlite) in ${runtime.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (admin.created && admin.generated) {
    lines.push(`  Admin sign-in: ${admin.email} / ${admin.password}`, '  (this password is shown once — keep it)');
  } else if (admin.created) {
    lines.push(`  Admin sign-in: ${admin.email} with ADMIN_PASSWORD`);
  } else {
    lines.push(`  Admin sign-in: ${admin.email} (password set at first start)`);
  }
  lines.push('  Realtors sign up at /register.', `  Ready in ${Math.round(performance.now() - startedAt)} ms`, '');
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  process.stderr.write(`Bluebonnet failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
