import cluster from 'node:cluster';
import type { Env } from './config/env';
import { ensureAdmin } from './features/auth/index';
import { openRuntime } from './runtime';
import { publicUrl, startBanner } from './start-banner';

const LISTENING = 'bluebonnet:listening';
/** A worker that dies sooner than this after its start is restarted with a growing delay. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
const STOP_TIMEOUT_MS = 12_000;

const log = (line: string) => process.stderr.write(`bluebonnet: ${line}\n`);

/** Called by a worker once it listens, so the primary knows the app is up. */
export function announceListening(address: string): void {
  process.send?.({ type: LISTENING, address });
}

/**
 * WORKERS > 1 (PostgreSQL only): this process does the one-time work — the first admin and the
 * start banner — then forks the workers that serve, and replaces any that dies. Migrations stay with
 * `npm run db:migrate`, as for one process.
 */
export async function runPrimary(env: Env, startedAt: number): Promise<void> {
  const runtime = await openRuntime(env);
  let admin;
  try {
    admin = await ensureAdmin(runtime.database.db, env);
  } finally {
    await runtime.database.close();
    runtime.release();
  }
  const address = await superviseWorkers(env.WORKERS);
  process.stdout.write(
    startBanner({
      url: publicUrl(env.PUBLIC_URL, address),
      database: 'PostgreSQL (DATABASE_URL)',
      admin,
      workers: env.WORKERS,
      readyMs: performance.now() - startedAt,
    }),
  );
}

/** Forks `count` workers; resolves with the address once all of them listen. */
function superviseWorkers(count: number): Promise<string> {
  const startedAt = new Map<number, number>();
  let listening = 0;
  let ready = false;
  let stopping = false;
  let quickDeaths = 0;

  const fork = () => {
    if (stopping) return;
    startedAt.set(cluster.fork().id, Date.now());
  };
  const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of liveWorkers()) worker.process.kill('SIGTERM'); // each closes gracefully
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    if (liveWorkers().length === 0) process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  return new Promise((resolve, reject) => {
    cluster.on('message', (_worker, message: unknown) => {
      if (ready || !isListening(message) || ++listening < count) return;
      ready = true;
      resolve(message.address);
    });
    cluster.on('exit', (worker, code, signal) => {
      const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
      startedAt.delete(worker.id);
      if (stopping) {
        if (liveWorkers().length === 0) process.exit(0);
        return;
      }
      if (!ready) {
        // A worker that cannot start (port taken, database unreachable) will not start on retry either.
        stop();
        reject(new Error(`a server process exited while starting (${signal ?? `code ${code}`})`));
        return;
      }
      quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
      const delay = quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 1));
      log(`server process ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another in ${delay} ms`);
      setTimeout(fork, delay); // not unref'd: with every worker gone, this timer is what keeps the primary up
    });
    for (let i = 0; i < count; i++) fork();
  });
}

function isListening(message: unknown): message is { type: string; address: string } {
  if (!message || typeof message !== 'object') return false;
  const m = message as { type?: unknown; address?: unknown };
  return m.type === LISTENING && typeof m.address === 'string';
}
