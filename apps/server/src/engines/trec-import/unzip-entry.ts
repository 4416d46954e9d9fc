// TREC publishes `trecfile.zip` holding `trecfile.txt` (trec.md §1.1). This unzips one entry as a stream
// with fflate, chunk by chunk, so neither the archive nor the file is held in memory, and records what
// went wrong instead of throwing: the caller reports it as an error item and marks the import truncated.
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { type ByteSource, asBuffer } from './split-lines';
import { Crc32, StreamTail, type ZipEndProblem, checkZipEnd } from './zip-check';

export type ZipOutcome = {
  /** The entry that was read, or null when the archive holds none that fits. */
  entryName: string | null;
  problem: ZipEndProblem | null;
  /** False while the archive is still being read, or when the reader stopped before its end. */
  finished: boolean;
};

const STORED = 0;
const DEFLATED = 8;

/**
 * The entry to read: the first whose name ends in .txt, .csv or .json, skipping folders and macOS
 * `__MACOSX/` and `._` companions. Archive order, not a preference for .txt: a stream cannot look ahead to
 * a later entry without holding the earlier one. TREC's zip has one entry, so the two rules agree there.
 */
export function isLicenseFileName(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  if (name.startsWith('__MACOSX/') || base.startsWith('._')) return false;
  return /\.(txt|csv|json)$/i.test(base);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Unzips the license file from `source`; `outcome` is complete once `bytes` has been read to its end. */
export function unzipLicenseFile(source: ByteSource): { bytes: AsyncGenerator<Buffer>; outcome: ZipOutcome } {
  const outcome: ZipOutcome = { entryName: null, problem: null, finished: false };
  const fail = (reason: ZipEndProblem['reason'], message: string) => {
    outcome.problem ??= { reason, message };
  };

  async function* bytes(): AsyncGenerator<Buffer> {
    const out: Buffer[] = [];
    const tail = new StreamTail();
    const crc = new Crc32();
    let size = 0;
    let entryEnded = false;
    let entryError: string | null = null;

    const readEntry = (file: UnzipFile) => {
      outcome.entryName = file.name;
      if (file.compression !== STORED && file.compression !== DEFLATED) {
        entryError = `it uses compression method ${file.compression}; only stored and deflated entries are read`;
        return;
      }
      file.ondata = (error, data, final) => {
        if (error) {
          entryError ??= error.message;
          return;
        }
        if (data.length > 0) {
          out.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
          crc.update(data);
          size += data.length;
        }
        if (final) entryEnded = true;
      };
      file.start();
    };
    let entriesSeen = 0;
    const unzip = new Unzip((file) => {
      entriesSeen++;
      if (outcome.entryName === null && isLicenseFileName(file.name)) readEntry(file);
      else if (file.compression === STORED || file.compression === DEFLATED) {
        // Started and dropped: an entry never started has its bytes kept by fflate until the end.
        file.ondata = () => undefined;
        file.start();
      }
    });
    unzip.register(UnzipInflate);
    const entryProblem = () => {
      if (entryError !== null)
        fail('unreadable_source', `The zip's ${outcome.entryName} cannot be unpacked: ${entryError}.`);
    };

    for await (const raw of source) {
      // Copied: fflate keeps a reference to the chunk's end, and a producer may reuse its chunk.
      const chunk = Buffer.from(asBuffer(raw));
      tail.push(chunk);
      try {
        unzip.push(chunk);
      } catch (error) {
        fail('unreadable_source', `The zip is damaged: ${messageOf(error)}.`);
      }
      yield* out.splice(0);
      entryProblem();
      if (outcome.problem) {
        outcome.finished = true;
        return;
      }
    }
    try {
      unzip.push(new Uint8Array(0), true);
    } catch {
      fail('truncated', 'The zip ends in the middle of an entry, so the download is cut off.');
    }
    yield* out.splice(0);
    entryProblem();
    if (entriesSeen === 0) fail('unreadable_source', 'No file could be read from the zip: it is damaged or empty.');
    else if (outcome.entryName === null) fail('unreadable_source', 'The zip holds no .txt, .csv or .json file.');
    else if (!entryEnded) fail('truncated', `The zip ends inside ${outcome.entryName}, so the download is cut off.`);
    const end = checkZipEnd(tail.bytes(), outcome.entryName ? { name: outcome.entryName, crc: crc.value, size } : null);
    if (end) fail(end.reason, end.message);
    outcome.finished = true;
  }
  return { bytes: bytes(), outcome };
}
