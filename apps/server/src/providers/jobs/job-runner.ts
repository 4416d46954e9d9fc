/** Scheduled background work (home-research runs). Drivers: in-process timers, pg-boss on PostgreSQL. */
export type JobHandler = () => Promise<void>;

export type JobRunner = {
  readonly name: 'in-process' | 'pg-boss';
  /** Runs `handler` about every `intervalMinutes`; never two runs of one job at once in a process. */
  every(job: string, intervalMinutes: number, handler: JobHandler): void;
  /** Queues one run now (a worker picks it up; on pg-boss possibly in another process). */
  trigger(job: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};
