import { parentPort, workerData } from 'node:worker_threads';
import { extractPdfText } from './extract-pdf';
import { checkInflatedSize, type PdfLimits, PdfLimitError } from './pdf-limits';

// Runs in a worker thread: PDF parsing is CPU-bound and must not block the server's event loop, and
// a hostile PDF must only ever take down its own worker.
type Job = { id: number; bytes: Uint8Array };
const limits = workerData as PdfLimits;

parentPort?.on('message', async ({ id, bytes }: Job) => {
  try {
    await checkInflatedSize(bytes, limits.maxInflatedBytes);
    parentPort?.postMessage({ id, ok: true, result: await extractPdfText(bytes, limits.maxPages) });
  } catch (err) {
    const status = err instanceof PdfLimitError ? err.status : undefined;
    parentPort?.postMessage({ id, ok: false, status, error: err instanceof Error ? err.message : String(err) });
  }
});
