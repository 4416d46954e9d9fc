import { inject, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, dropPostgresDatabase, withDatabase } from '../../test/postgres-databases';
import { createPgBossJobs } from './pg-boss-jobs';

const url = process.env.DATABASE_URL;

// Runs in the PostgreSQL pass of the API tests (DATABASE_URL set).
describe.skipIf(!url)('pg-boss jobs on PostgreSQL', () => {
  it('schedules the job in the database and runs a triggered run in a worker', async () => {
    const name = await createPostgresTestDatabase(url!, inject('postgresTemplate'));
    const jobs = createPgBossJobs(withDatabase(url!, name), () => {});
    let ran = 0;
    jobs.every('home-research-sweep', 15, async () => {
      ran++;
    });
    try {
      await jobs.start();
      await jobs.trigger('home-research-sweep');
      for (let i = 0; i < 50 && ran === 0; i++) await new Promise((r) => setTimeout(r, 200));
      expect(ran).toBe(1);
    } finally {
      await jobs.stop();
      await dropPostgresDatabase(url!, name);
    }
  }, 30_000);
});
