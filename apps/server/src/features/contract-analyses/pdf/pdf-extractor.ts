import { Worker } from 'node:worker_threads';
import type { PdfText } from './extract-pdf';

type Pending = { resolve: (r: PdfText) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

const TIMEOUT_MS = 30_000;

/**
 * One lazily started worker thread for PDF text extraction; jobs queue in it. A job that hangs
 * (a hostile PDF) ends the worker, which restarts on the next job.
 */
export class PdfExtractor {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  extract(bytes: Uint8Array): Promise<PdfText> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<PdfText>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failAll(new Error('PDF extraction timed out'));
        void worker.terminate();
      }, TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // Bundled: dist/pdf-worker.js beside dist/server.js. From source: a bootstrap that loads tsx.
    const fromSource = import.meta.url.endsWith('.ts');
    const url = new URL(fromSource ? './pdf-worker.dev.mjs' : './pdf-worker.js', import.meta.url);
    const worker = new Worker(url);
    worker.unref();
    worker.on('message', (msg: { id: number; ok: boolean; result?: PdfText; error?: string }) => {
      const job = this.pending.get(msg.id);
      if (!job) return;
      this.pending.delete(msg.id);
      clearTimeout(job.timer);
      if (msg.ok && msg.result) job.resolve(msg.result);
      else job.reject(new Error(msg.error ?? 'PDF extraction failed'));
    });
    worker.on('error', (err) => this.failAll(err));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new Error('PDF worker stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(err: Error): void {
    for (const [id, job] of this.pending) {
      clearTimeout(job.timer);
      job.reject(err);
      this.pending.delete(id);
    }
  }
}
