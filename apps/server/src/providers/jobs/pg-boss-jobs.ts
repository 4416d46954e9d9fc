import PgBoss from 'pg-boss';
import type { JobHandler, JobRunner } from './job-runner';

/**
 * A cron expression for "about every `minutes`": minutes up to 59, whole hours up to a day, then days
 * (the daily TREC sync runs at 03:00, when TREC's overnight file is out and few agents are working).
 */
export function cronEvery(minutes: number): string {
  if (minutes < 60) return `*/${Math.max(1, Math.round(minutes))} * * * *`;
  if (minutes < 24 * 60) return `0 */${Math.round(minutes / 60)} * * *`;
  return `0 3 */${Math.max(1, Math.round(minutes / (24 * 60)))} * *`;
}

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
        await boss.schedule(job, cronEvery(minutes));
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
