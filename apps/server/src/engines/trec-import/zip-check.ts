// What fflate's streaming `Unzip` does not check: that the archive reaches its end record (a download cut
// between entries, or inside the directory, still unzips the entries before the cut) and that the entry
// read matches the CRC-32 and size in the central directory (a stored entry with damaged bytes unzips
// without complaint). Only the archive's tail is kept for this, never the archive.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
/** The end record with the longest comment, plus room for the central directory of a small archive. */
const TAIL_BYTES = 256 * 1024;
/** Sizes of 4 GiB and up are in a zip64 extra field, which is not read here. */
const ZIP64_SIZE = 0xffffffff;

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as zip uses it (IEEE, reflected). */
export class Crc32 {
  private crc = 0xffffffff;
  update(bytes: Uint8Array): void {
    let crc = this.crc;
    for (let i = 0; i < bytes.length; i++) crc = (CRC_TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
    this.crc = crc;
  }
  get value(): number {
    return (this.crc ^ 0xffffffff) >>> 0;
  }
}

/** Keeps the last TAIL_BYTES of a stream (at least), dropping whole chunks from the front. */
export class StreamTail {
  private chunks: Buffer[] = [];
  private size = 0;
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.chunks.length > 1 && this.size - (this.chunks[0]?.length ?? 0) >= TAIL_BYTES) {
      this.size -= this.chunks.shift()?.length ?? 0;
    }
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks, this.size);
  }
}

export type ZipEndProblem = { reason: 'truncated' | 'unreadable_source'; message: string };

/** Where the end-of-central-directory record starts: it must end the archive, comment included. */
function endRecordAt(tail: Buffer): number {
  const last = tail.length - END_RECORD_BYTES;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT_BYTES; at--) {
    if (
      tail.readUInt32LE(at) === END_OF_DIRECTORY &&
      at + END_RECORD_BYTES + tail.readUInt16LE(at + 20) === tail.length
    ) {
      return at;
    }
  }
  return -1;
}

/** The CRC-32 and size the central directory gives `name`, when its record is in the tail. */
function directoryEntry(tail: Buffer, name: string): { crc: number; size: number } | null {
  for (let at = tail.indexOf(DIRECTORY_ENTRY); at !== -1; at = tail.indexOf(DIRECTORY_ENTRY, at + 1)) {
    if (at + 46 > tail.length) break;
    const nameLength = tail.readUInt16LE(at + 28);
    if (at + 46 + nameLength > tail.length) break;
    // Bit 11: the name is UTF-8; otherwise fflate reads it as Latin-1, and so must this.
    const utf8 = (tail.readUInt16LE(at + 8) & 0x0800) !== 0;
    if (tail.toString(utf8 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength) !== name) continue;
    return { crc: tail.readUInt32LE(at + 16), size: tail.readUInt32LE(at + 24) };
  }
  return null;
}

/**
 * Checks the archive's tail once the stream has ended. `entry` is what was unzipped, if anything.
 * A central directory too large for the tail is not checked: the end record still is.
 */
export function checkZipEnd(
  tail: Buffer,
  entry: { name: string; crc: number; size: number } | null,
): ZipEndProblem | null {
  if (endRecordAt(tail) === -1) {
    return { reason: 'truncated', message: 'The zip does not end with its directory, so the download is cut off.' };
  }
  const listed = entry ? directoryEntry(tail, entry.name) : null;
  if (!entry || !listed) return null;
  if (listed.crc !== entry.crc || (listed.size !== ZIP64_SIZE && listed.size !== entry.size)) {
    return {
      reason: 'unreadable_source',
      message: `The zip's ${entry.name} does not match its checksum, so the archive is damaged.`,
    };
  }
  return null;
}
