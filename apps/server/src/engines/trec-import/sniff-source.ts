// Tells the importer's inputs apart by their first bytes, then hands the whole stream on (those bytes
// included) to the matching reader. Reads only as far as it must: 4 bytes for a zip, the first line for a
// CSV header, never more than SNIFF_LIMIT.
import { type TrecSourceFormat } from './parse-trec-file';
import { type ByteSource, asBuffer } from './split-lines';

/** Far more than any header row; a stream with no line break this early is not a CSV. */
const SNIFF_LIMIT = 64 * 1024;

const LF = 0x0a;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const BOM = [0xef, 0xbb, 0xbf];

/**
 * `PK\x03\x04` (a local file header) or `PK\x05\x06` (an empty archive's end record) → zip; `[` or `{`
 * after an optional BOM and whitespace → Open Data JSON; a first line that is a comma-separated header
 * with `license_number` (or "License Number") → Open Data CSV; anything else → TREC's flat file.
 * Null while more bytes are needed to tell.
 */
export function sniffFormat(head: Buffer, ended: boolean): TrecSourceFormat | null {
  const enough = ended || head.length >= SNIFF_LIMIT;
  if (head.length < 4 && !enough) return null;
  if (head[0] === 0x50 && head[1] === 0x4b) {
    if ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6)) return 'zip';
  }
  let i = 0;
  if (BOM.every((byte, k) => head[k] === byte)) i = BOM.length;
  while (i < head.length && WHITESPACE.has(head[i] ?? 0)) i++;
  if (i === head.length) return enough ? 'trecfile' : null;
  if (head[i] === 0x5b || head[i] === 0x7b) return 'open-data-json';
  const lf = head.indexOf(LF, i);
  if (lf === -1 && !enough) return null;
  const names = head
    .subarray(i, lf === -1 ? head.length : lf)
    .toString('latin1')
    .toLowerCase()
    .replace(/[^a-z0-9,]+/g, '_');
  return names.includes(',') && /(^|[,_])license_number($|[,_])/.test(names) ? 'open-data-csv' : 'trecfile';
}

/** The format, and the stream to read from the start: the sniffed bytes, then the rest as it comes. */
export async function sniffSource(source: ByteSource): Promise<{ format: TrecSourceFormat; bytes: ByteSource }> {
  const iterator = (async function* () {
    yield* source;
  })();
  // One buffer grown by doubling, so a source that trickles in byte by byte is not copied over and over.
  let head = Buffer.alloc(256);
  let size = 0;
  let ended = false;
  let format: TrecSourceFormat | null = null;
  while (format === null) {
    const next = await iterator.next();
    if (next.done) ended = true;
    else {
      const chunk = asBuffer(next.value);
      if (size + chunk.length > head.length) {
        const grown = Buffer.alloc(Math.max(head.length * 2, size + chunk.length));
        head.copy(grown, 0, 0, size);
        head = grown;
      }
      chunk.copy(head, size);
      size += chunk.length;
    }
    format = sniffFormat(head.subarray(0, size), ended);
  }
  async function* bytes(): AsyncGenerator<Buffer> {
    try {
      if (size > 0) yield head.subarray(0, size);
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield asBuffer(next.value);
      }
    } finally {
      // A reader that stops early closes the source too (a file stream is then released).
      await iterator.return(undefined);
    }
  }
  return { format, bytes: bytes() };
}
