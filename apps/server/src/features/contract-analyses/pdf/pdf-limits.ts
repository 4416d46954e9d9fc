import { createInflate, constants as zlib } from 'node:zlib';

/** The bounds on one extraction. A PDF that breaks one is refused before or while pdf.js reads it. */
export type PdfLimits = {
  /** Sum of every Flate stream's inflated size. */
  maxInflatedBytes: number;
  maxPages: number;
  /** Wall-clock budget of one extraction, worker start included. */
  timeoutMs: number;
  /** V8 heap cap of each worker (resourceLimits); inflated buffers are bounded by maxInflatedBytes. */
  workerHeapMb: number;
  /** Last resort: a worker is stopped when the process's resident memory passes this during its job. */
  maxRssMb: number;
  /** Workers reading at once; further uploads wait their turn. */
  workers: number;
};

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxInflatedBytes: 256 * 1024 * 1024,
  maxPages: 3000,
  timeoutMs: 30_000,
  workerHeapMb: 384,
  maxRssMb: 1536,
  workers: 2,
};

/** Why an upload was refused; `status` is the HTTP status the route answers with. */
export class PdfLimitError extends Error {
  override readonly name = 'PdfLimitError';
  constructor(
    message: string,
    readonly status: 400 | 413 | 429,
  ) {
    super(message);
  }
}

export const TOO_MUCH_CONTENT =
  'This PDF expands to more content than a contract can have, so it was not read. Paste the contract text instead.';
export const TOO_MANY_PAGES = (max: number) =>
  `This PDF has more than ${max.toLocaleString('en-US')} pages, so it was not read. Upload the contract pages only.`;
export const TOO_SLOW = 'This PDF took too long to read, so it was stopped. Paste the contract text instead.';
export const ONE_AT_A_TIME = 'A PDF of yours is still being read. Wait for it to finish, then upload the next.';
export const TOO_HEAVY =
  'This PDF needed more memory than a contract should, so it was stopped. Paste the text instead.';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/**
 * Inflates every FlateDecode stream once, counting, before pdf.js sees the file: a decompression bomb
 * (megabytes that inflate to gigabytes) is refused after at most `maxInflatedBytes` of output, instead
 * of pdf.js allocating all of it. Streams that are not Flate or do not inflate cleanly are left to
 * pdf.js; the worker's memory watchdog (pdf-extractor.ts) bounds whatever this check cannot see.
 */
export async function checkInflatedSize(bytes: Uint8Array, maxInflatedBytes: number): Promise<number> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let at = 0;
  for (;;) {
    const keyword = data.indexOf(STREAM, at);
    if (keyword < 0) return total;
    at = keyword + STREAM.length;
    // "endstream" contains "stream" too: only a keyword not preceded by "end" opens a stream.
    if (keyword >= 3 && data.toString('latin1', keyword - 3, keyword) === 'end') continue;
    let start = at;
    if (data[start] === 0x0d) start++;
    if (data[start] === 0x0a) start++;
    const end = data.indexOf(END_STREAM, start);
    if (end < 0) return total;
    at = end + END_STREAM.length;
    // Every stream is tried, whatever its dictionary says: a filter name can be hidden or wrapped.
    total += await inflatedLength(flateBytes(data.subarray(start, end)), maxInflatedBytes - total);
    if (total > maxInflatedBytes) throw new PdfLimitError(TOO_MUCH_CONTENT, 413);
  }
}

/** The stream's bytes as Flate data: hex-decoded when it is ASCIIHex text, else as stored. */
function flateBytes(stream: Buffer): Buffer {
  if (looksZlib(stream)) return stream;
  const text = stream.toString('latin1', 0, Math.min(stream.length, 64));
  if (!/^[\s0-9A-Fa-f]+$/.test(text)) return stream;
  const hex = stream.toString('latin1').replace(/[\s>]/g, '');
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
}

/** A zlib header: deflate method and a header checksum divisible by 31. */
function looksZlib(bytes: Buffer): boolean {
  const cmf = bytes[0] ?? 0;
  const flg = bytes[1] ?? 0;
  return (cmf & 0x0f) === 8 && (cmf * 256 + flg) % 31 === 0;
}

/**
 * The inflated size of one stream, counted chunk by chunk and thrown away, so counting a bomb costs
 * one chunk of memory; it stops as soon as the count passes `budget`.
 */
function inflatedLength(stream: Buffer, budget: number): Promise<number> {
  if (!looksZlib(stream)) return Promise.resolve(0);
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: zlib.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
    let count = 0;
    inflate.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count > budget) {
        inflate.destroy();
        resolve(count);
      }
    });
    inflate.on('end', () => resolve(count));
    // Not a clean Flate stream (truncated, another filter first): what came out still counts.
    inflate.on('error', () => resolve(count));
    inflate.end(stream);
  });
}
