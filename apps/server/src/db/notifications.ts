import type { DbEvent } from './db-events';

export type { DbEvent } from './db-events';

/**
 * Cache invalidations between server processes that share one database. Every subscriber receives
 * every event, its own process's included.
 */
export type EventChannel = {
  /**
   * True while events from other processes are known to arrive. False while the PostgreSQL listener
   * is down: a cache must not be trusted then, since an event may be missed.
   */
  readonly listening: boolean;
  /** Sends after the caller's database write; never rejects (a failure is logged). */
  publish(event: DbEvent): Promise<void>;
  subscribe(handler: (event: DbEvent) => void): () => void;
  /** The listener (re)connected: events may have been missed, so drop everything cached. */
  onReconnect(handler: () => void): () => void;
  /** Resolves once the listener is up (at once in process). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** A set of handlers; one throwing handler does not keep the event from the others. */
export function createFanout<T>(): { add(handler: (value: T) => void): () => void; emit(value: T): void } {
  const handlers = new Set<(value: T) => void>();
  return {
    add(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    emit(value) {
      for (const handler of handlers) {
        try {
          handler(value);
        } catch {
          // a subscriber's bug must not stop the others from dropping their caches
        }
      }
    },
  };
}

/**
 * The embedded database serves one process (its data-folder lock refuses a second), so events only
 * need to reach the subscribers on the same `Database` object: delivered synchronously.
 */
export function createLocalChannel(): EventChannel {
  const events = createFanout<DbEvent>();
  const reconnects = createFanout<void>();
  return {
    listening: true,
    publish: async (event) => events.emit(event),
    subscribe: (handler) => events.add(handler),
    onReconnect: (handler) => reconnects.add(handler),
    ready: async () => {},
    close: async () => {},
  };
}
