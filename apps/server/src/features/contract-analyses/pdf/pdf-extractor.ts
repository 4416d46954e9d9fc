import { Worker } from 'node:worker_threads';
import type { PdfText } from './extract-pdf';
import { DEFAULT_PDF_LIMITS, ONE_AT_A_TIME, PdfLimitError, type PdfLimits, TOO_HEAVY, TOO_SLOW } from './pdf-limits';

type Job = {
  id: number;
  bytes: Uint8Array;
  owner: string | undefined;
  resolve: (r: PdfText) => void;
  reject: (e: Error) => void;
};
type Slot = { worker: Worker | undefined; job: Job | undefined; timer: NodeJS.Timeout | undefined };
type Reply = { id: number; ok: boolean; result?: PdfText; error?: string; status?: 400 | 413 | 429 };

const WATCH_MS = 100;

/**
 * A small pool of worker threads for PDF text extraction. Each worker reads one PDF at a time under a
 * heap cap, a cap on inflated bytes and pages (checked inside the worker) and a time budget; a worker
 * that breaks a limit is terminated and replaced, and only its own upload fails. A watchdog stops a
 * worker whose job drives the process's resident memory past `maxRssMb`. One owner (a realtor) has at
 * most one upload in the pool at a time.
 */
export class PdfExtractor {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private readonly owners = new Set<string>();
  private nextId = 1;
  private watchdog: NodeJS.Timeout | undefined;

  constructor(private readonly limits: PdfLimits = DEFAULT_PDF_LIMITS) {
    this.slots = Array.from({ length: Math.max(1, limits.workers) }, () => ({
      worker: undefined,
      job: undefined,
      timer: undefined,
    }));
  }

  extract(bytes: Uint8Array, owner?: string): Promise<PdfText> {
    if (owner !== undefined && this.owners.has(owner)) return Promise.reject(new PdfLimitError(ONE_AT_A_TIME, 429));
    if (owner !== undefined) this.owners.add(owner);
    return new Promise<PdfText>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, bytes, owner, resolve, reject });
      this.dispatch();
    });
  }

  /** Uploads being read or waiting (for tests and the benchmark). */
  get busy(): number {
    return this.queue.length + this.slots.filter((s) => s.job).length;
  }

  async close(): Promise<void> {
    clearInterval(this.watchdog);
    this.watchdog = undefined;
    for (const job of this.queue.splice(0)) this.settle(job, new Error('The server is shutting down.'));
    await Promise.all(this.slots.map((slot) => this.stop(slot, new Error('The server is shutting down.'))));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) break;
      this.start(slot, job);
    }
    this.watch();
  }

  private start(slot: Slot, job: Job): void {
    const worker = slot.worker ?? this.spawn(slot);
    slot.job = job;
    slot.timer = setTimeout(() => void this.stop(slot, new PdfLimitError(TOO_SLOW, 400)), this.limits.timeoutMs);
    // The bytes are copied, not transferred: a worker that dies mid-job must not take the caller's buffer.
    worker.postMessage({ id: job.id, bytes: job.bytes });
  }

  private spawn(slot: Slot): Worker {
    // Bundled: dist/pdf-worker.js beside dist/server.js. From source: a bootstrap that loads tsx.
    const fromSource = import.meta.url.endsWith('.ts');
    const url = new URL(fromSource ? './pdf-worker.dev.mjs' : './pdf-worker.js', import.meta.url);
    const worker = new Worker(url, {
      workerData: this.limits,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.workerHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      this.finish(slot);
      if (reply.ok && reply.result) this.settle(job, undefined, reply.result);
      else if (reply.status) this.settle(job, new PdfLimitError(reply.error ?? TOO_SLOW, reply.status));
      else this.settle(job, new Error(reply.error ?? 'PDF extraction failed'));
      this.dispatch();
    });
    worker.on('error', (err: Error & { code?: string }) => {
      const heavy = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      void this.stop(slot, heavy ? new PdfLimitError(TOO_HEAVY, 413) : err);
    });
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      void this.stop(slot, new Error('PDF worker stopped'));
    });
    slot.worker = worker;
    return worker;
  }

  /** Ends a slot's job with `reason` and its worker with it; the next job starts a fresh worker. */
  private async stop(slot: Slot, reason: Error): Promise<void> {
    const { worker, job } = slot;
    slot.worker = undefined;
    this.finish(slot);
    if (job) this.settle(job, reason);
    if (worker) await worker.terminate();
    this.dispatch();
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
  }

  private settle(job: Job, error: Error | undefined, result?: PdfText): void {
    if (job.owner !== undefined) this.owners.delete(job.owner);
    if (error) job.reject(error);
    else if (result) job.resolve(result);
  }

  /** While any job runs, stop the largest risk first: the newest job's worker when memory is over. */
  private watch(): void {
    const running = this.slots.some((s) => s.job);
    if (!running) {
      clearInterval(this.watchdog);
      this.watchdog = undefined;
      return;
    }
    if (this.watchdog) return;
    this.watchdog = setInterval(() => {
      if (process.memoryUsage.rss() <= this.limits.maxRssMb * 1024 * 1024) return;
      const newest = this.slots.filter((s) => s.job).sort((a, b) => (b.job?.id ?? 0) - (a.job?.id ?? 0))[0];
      if (newest) void this.stop(newest, new PdfLimitError(TOO_HEAVY, 413));
    }, WATCH_MS);
    this.watchdog.unref();
  }
}
