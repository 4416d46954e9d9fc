import type { Env } from '../../config/env';
import { createInProcessJobs } from './in-process-jobs';
import type { JobRunner } from './job-runner';
import { createPgBossJobs } from './pg-boss-jobs';

export type { JobHandler, JobRunner } from './job-runner';

export function createJobRunner(env: Env, log: (msg: string, err?: unknown) => void): JobRunner {
  return env.DATABASE_URL ? createPgBossJobs(env.DATABASE_URL, log) : createInProcessJobs(log);
}
