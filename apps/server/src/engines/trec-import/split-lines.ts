/** One physical line of the file, without its LF. */
export type RawLine = {
  bytes: Buffer;
  /** False only for a last line the file ends inside (no LF after it). */
  terminated: boolean;
  /** The line ran past the byte limit; its bytes were dropped, not kept. */
  overlong: boolean;
};

export type ByteSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

const LF = 0x0a;

export function asBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  // A stream with setEncoding() hands over text already decoded with the wrong code page: refuse it loudly.
  throw new TypeError('The TREC file must be read as bytes: do not set an encoding on the stream.');
}

/**
 * Splits a byte stream on LF, holding at most one line (capped at `maxLineBytes`) in memory, so a
 * 100 MB file streams through in constant memory and a file with no line breaks cannot exhaust it.
 */
export async function* splitLines(source: ByteSource, maxLineBytes: number): AsyncGenerator<RawLine> {
  let parts: Buffer[] = [];
  let size = 0;
  let overlong = false;
  const keep = (piece: Buffer) => {
    if (overlong) return;
    if (size + piece.length > maxLineBytes) {
      overlong = true;
      parts = [];
      size = 0;
      return;
    }
    // Copied: a producer may reuse its chunk once we ask for the next one.
    if (piece.length > 0) parts.push(Buffer.from(piece));
    size += piece.length;
  };
  const take = (terminated: boolean): RawLine => {
    const line = { bytes: Buffer.concat(parts, size), terminated, overlong };
    parts = [];
    size = 0;
    overlong = false;
    return line;
  };

  for await (const raw of source) {
    const chunk = asBuffer(raw);
    let start = 0;
    for (;;) {
      const lf = chunk.indexOf(LF, start);
      if (lf === -1) {
        keep(chunk.subarray(start));
        break;
      }
      keep(chunk.subarray(start, lf));
      yield take(true);
      start = lf + 1;
    }
  }
  if (size > 0 || overlong) yield take(false);
}
