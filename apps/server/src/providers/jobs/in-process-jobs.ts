import type { JobHandler, JobRunner } from './job-runner';

/** Timers in this process: right for the embedded database, which only one process may open. */
export function createInProcessJobs(log: (msg: string, err?: unknown) => void): JobRunner {
  const jobs: Array<{ job: string; ms: number; handler: JobHandler }> = [];
  const timers: NodeJS.Timeout[] = [];
  const ticks = new Map<string, () => Promise<void>>();
  return {
    name: 'in-process',
    every(job, intervalMinutes, handler) {
      jobs.push({ job, ms: intervalMinutes * 60_000, handler });
    },
    async start() {
      for (const { job, ms, handler } of jobs) {
        let running = false;
        const tick = async () => {
          if (running) return;
          running = true;
          try {
            await handler();
          } catch (err) {
            log(`job ${job} failed`, err);
          } finally {
            running = false;
          }
        };
        ticks.set(job, tick);
        timers.push(setInterval(() => void tick(), ms).unref());
      }
    },
    async trigger(job) {
      await ticks.get(job)?.();
    },
    async stop() {
      for (const t of timers.splice(0)) clearInterval(t);
    },
  };
}
