import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Env } from './config/env';
import { createJobRunner } from './providers/jobs/index';
import type { Runtime } from './runtime';

/**
 * Builds the app on an open runtime, schedules its jobs, listens, and shuts down cleanly on a signal.
 * One per process: the only one, or each cluster worker.
 */
export async function serveApp(env: Env, runtime: Runtime): Promise<{ app: FastifyInstance; address: string }> {
  const app = await buildApp({ env, database: runtime.database });
  // On PostgreSQL this is pg-boss, which hands each scheduled run to one process among the workers.
  const jobs = createJobRunner(env, (msg, err) => app.log.error({ err }, msg));
  await runtime.database.analyze();
  for (const job of app.scheduledJobs) {
    jobs.every(job.name, job.everyMinutes, async () => {
      const done = await job.run();
      if (done) app.log.info({ job: job.name, done }, 'scheduled job done');
    });
  }
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
  return { app, address };
}
