import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessJobs } from './in-process-jobs';

describe('in-process jobs', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a job on its interval, never twice at once, and stops', async () => {
    vi.useFakeTimers();
    const jobs = createInProcessJobs(() => {});
    let runs = 0;
    let release: () => void = () => {};
    jobs.every('research', 1, () => {
      runs++;
      return new Promise<void>((r) => (release = r));
    });
    await jobs.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000); // still running: skipped
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
    await jobs.stop();
    release();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(runs).toBe(2);
  });

  it('keeps going after a failing run, and reports it', async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    const jobs = createInProcessJobs((msg) => errors.push(msg));
    let runs = 0;
    jobs.every('flaky', 1, async () => {
      runs++;
      throw new Error('boom');
    });
    await jobs.start();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(runs).toBe(3);
    expect(errors).toEqual(['job flaky failed', 'job flaky failed', 'job flaky failed']);
    await jobs.stop();
  });
});
