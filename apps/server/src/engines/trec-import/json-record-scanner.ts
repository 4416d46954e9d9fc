// Finds the records of a JSON export without holding the file: the top level is an array of objects (what
// Socrata serves) or objects one after another (NDJSON). The scanner only tracks nesting, strings and
// escapes, byte by byte, and cuts out each top-level object's bytes for `JSON.parse`; so memory holds one
// record, however large the file. JSON's structural characters are ASCII and never occur inside a UTF-8
// multi-byte sequence, so bytes can be scanned without decoding them.

export type JsonScanItem =
  /** A whole top-level object, as bytes. */
  | { kind: 'object'; bytes: Buffer }
  /** An object longer than the limit, skipped without being held. */
  | { kind: 'too-large' }
  /** An array element that is a string, number, array, true, false or null. */
  | { kind: 'not-object' }
  /** Not JSON the scanner can follow; nothing after it is read. */
  | { kind: 'malformed'; message: string };

const [QUOTE, BACKSLASH, COMMA] = [0x22, 0x5c, 0x2c];
const [OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY] = [0x7b, 0x7d, 0x5b, 0x5d];
const SKIPPED_AT_START = new Set([0x20, 0x09, 0x0a, 0x0d, 0xef, 0xbb, 0xbf]); // whitespace and a UTF-8 BOM
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

type Mode = 'start' | 'array' | 'objects' | 'done' | 'failed';

export class JsonRecordScanner {
  private mode: Mode = 'start';
  /** The element being read, if any, and its nesting depth (0 between elements). */
  private element: 'object' | 'other' | null = null;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private parts: Buffer[] = [];
  private size = 0;
  private overlong = false;

  constructor(private readonly maxRecordBytes: number) {}

  /** True once the input is whole: the array closed, or (NDJSON) no object left open. */
  get complete(): boolean {
    return this.mode === 'done' || (this.mode === 'objects' && this.element === null);
  }

  /** Reads the next chunk; returns the items completed in it, in order. */
  push(chunk: Buffer): JsonScanItem[] {
    const items: JsonScanItem[] = [];
    let start = this.element === 'object' ? 0 : -1;
    for (let i = 0; i < chunk.length && this.mode !== 'failed'; i++) {
      const byte = chunk[i] ?? 0;
      if (this.element !== null) {
        if (this.step(byte, items, chunk, start, i)) start = -1;
        continue;
      }
      if (this.mode === 'start') {
        if (SKIPPED_AT_START.has(byte)) continue;
        if (byte === OPEN_ARRAY) this.mode = 'array';
        else if (byte === OPEN_OBJECT) {
          this.mode = 'objects';
          start = this.begin('object', i);
        } else this.fail(items, 'the file starts with neither "[" nor "{"');
      } else if (this.mode === 'done') {
        if (!WHITESPACE.has(byte)) this.fail(items, 'something follows the end of the array');
      } else if (WHITESPACE.has(byte) || byte === COMMA) {
        // Between elements. Commas are not counted: a doubled one is a slip, not a missing record.
      } else if (byte === OPEN_OBJECT) {
        start = this.begin('object', i);
      } else if (this.mode === 'array' && byte === CLOSE_ARRAY) {
        this.mode = 'done';
      } else if (this.mode === 'array') {
        this.begin('other', i);
        this.step(byte, items, chunk, start, i);
      } else {
        this.fail(items, 'a top-level value is not an object');
      }
    }
    if (this.element === 'object' && start >= 0) this.keep(chunk.subarray(start));
    return items;
  }

  private begin(element: 'object' | 'other', at: number): number {
    this.element = element;
    // An object's own brace is taken here; another element's first byte goes through `step`.
    this.depth = element === 'object' ? 1 : 0;
    this.parts = [];
    this.size = 0;
    this.overlong = false;
    return element === 'object' ? at : -1;
  }

  /** One byte inside an element; true when the element ended on it. */
  private step(byte: number, items: JsonScanItem[], chunk: Buffer, start: number, i: number): boolean {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (byte === BACKSLASH) this.escaped = true;
      else if (byte === QUOTE) this.inString = false;
      return false;
    }
    if (this.element === 'other' && this.depth === 0 && (byte === COMMA || byte === CLOSE_ARRAY)) {
      // A scalar element ends at the separator, which belongs to the array.
      this.element = null;
      items.push({ kind: 'not-object' });
      if (byte === CLOSE_ARRAY) this.mode = 'done';
      return true;
    }
    if (byte === QUOTE) this.inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) this.depth++;
    else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      this.depth--;
      if (this.depth < 0) {
        this.fail(items, 'a closing bracket does not match');
        return true;
      }
      if (this.depth === 0 && this.element === 'object') {
        this.keep(chunk.subarray(Math.max(start, 0), i + 1));
        items.push(this.overlong ? { kind: 'too-large' } : { kind: 'object', bytes: Buffer.concat(this.parts) });
        this.element = null;
        this.parts = [];
        return true;
      }
    }
    return false;
  }

  private keep(piece: Buffer): void {
    if (this.overlong) return;
    if (this.size + piece.length > this.maxRecordBytes) {
      this.overlong = true;
      this.parts = [];
      return;
    }
    // Copied: a producer may reuse its chunk once we ask for the next one.
    this.parts.push(Buffer.from(piece));
    this.size += piece.length;
  }

  private fail(items: JsonScanItem[], message: string): void {
    this.mode = 'failed';
    this.element = null;
    items.push({ kind: 'malformed', message });
  }
}
