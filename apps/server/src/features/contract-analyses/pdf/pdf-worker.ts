import { parentPort } from 'node:worker_threads';
import { extractPdfText } from './extract-pdf';

// Runs in a worker thread: PDF parsing is CPU-bound and must not block the server's event loop.
type Job = { id: number; bytes: Uint8Array };

parentPort?.on('message', async ({ id, bytes }: Job) => {
  try {
    parentPort?.postMessage({ id, ok: true, result: await extractPdfText(bytes) });
  } catch (err) {
    parentPort?.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
