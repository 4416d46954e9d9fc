/**
 * Byte offset → line number in the file. csv-parse counts a CRLF inside a quoted value as two lines
 * (measured on 7.0.3), so record numbers are taken from its byte counts and this index instead.
 */
export type LineLocator = {
  /** The line of the first visible character at or after `offset` (blank lines between records are skipped). */
  lineOfRecordAt(offset: number): number;
};

const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;

export function createLineLocator(bytes: Uint8Array): LineLocator {
  // Offsets where a line begins: after LF, CRLF or a lone CR.
  const starts: number[] = [0];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === LF || (b === CR && bytes[i + 1] !== LF)) starts.push(i + 1);
  }

  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };

  return {
    lineOfRecordAt(offset) {
      let i = offset;
      while (i < bytes.length && (bytes[i] === LF || bytes[i] === CR || bytes[i] === SPACE || bytes[i] === TAB)) i++;
      return lineOf(Math.min(i, Math.max(bytes.length - 1, 0)));
    },
  };
}
