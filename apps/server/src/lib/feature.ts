import type { Route } from './routes';

/** Work a feature wants done on a schedule (run by pg-boss on PostgreSQL, in-process timers otherwise). */
export type ScheduledJob = {
  name: string;
  everyMinutes: number;
  /** Returns a count for the log, or nothing. */
  run(): Promise<number | void>;
};

/**
 * One server feature: its routes, the service other features may use, and its scheduled work.
 * Each feature folder exports one `create<Feature>Feature(ctx, deps)` from its `index.ts`.
 */
export type Feature<Service = undefined> = {
  /** The feature folder's name; also the OpenAPI tag of its routes. */
  name: string;
  routes(route: Route): void;
  /** What other features may call (through this type only — never the feature's files). */
  service: Service;
  jobs?: ScheduledJob[];
  /** Data the feature needs before it serves (idempotent; run by buildApp). */
  prepare?(): Promise<void>;
  close?(): Promise<void>;
};
