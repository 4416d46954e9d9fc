import PgBoss from 'pg-boss';
import type { JobHandler, JobRunner } from './job-runner';

/**
 * pg-boss on PostgreSQL: schedules live in the database, so with several server processes each run
 * happens once (pg-boss hands a job to one worker).
 */
export function createPgBossJobs(connectionString: string, log: (msg: string, err?: unknown) => void): JobRunner {
  const boss = new PgBoss({ connectionString, schema: 'pgboss' });
  const jobs: Array<{ job: string; minutes: number; handler: JobHandler }> = [];
  boss.on('error', (err) => log('pg-boss error', err));
  return {
    name: 'pg-boss',
    every(job, intervalMinutes, handler) {
      jobs.push({ job, minutes: intervalMinutes, handler });
    },
    async start() {
      await boss.start();
      for (const { job, minutes, handler } of jobs) {
        await boss.createQueue(job);
        await boss.schedule(job, `*/${Math.max(1, Math.min(59, minutes))} * * * *`);
        await boss.work(job, { pollingIntervalSeconds: 1 }, async () => {
          await handler();
        });
      }
    },
    async trigger(job) {
      await boss.send(job, {});
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
