import { type TrecEncoding, decodeLine } from './decode-line';
import { parseTrecRow } from './parse-row';
import { type ByteSource, type RawLine, splitLines } from './split-lines';
import { countError, DEFAULT_MAX_ERRORS_KEPT, drainInBatches, emptySummary } from './import-tally';
import { type TrecImportSummary, type TrecRow, type TrecRowError } from './trec-row';

export type ParseTrecFileOptions = {
  /** The file's code page; Windows-1252 unless the real file proves to be CP850 (trec.md §1.1). */
  encoding?: TrecEncoding;
  /** A real row is well under 1 KB; anything past this is not a row. */
  maxLineBytes?: number;
  /** How many row errors the summary lists in full (all are counted, and all are yielded). */
  maxErrorsKept?: number;
  /**
   * A last line with no line break after it is taken to be cut off and is an error (`truncated`). Set
   * this if a complete file really can end without one: such a row then imports when it reads whole.
   */
  allowUnterminatedLastRow?: boolean;
};

export type { TrecImportSummary, TrecSourceFormat } from './trec-row';

const DEFAULT_MAX_LINE_BYTES = 16 * 1024;

function lineText(raw: RawLine, encoding: TrecEncoding): { text: string; nuls: number } {
  let text = decodeLine(raw.bytes, encoding);
  let nuls = 0;
  if (text.includes('\u0000')) {
    const before = text.length;
    text = text.replaceAll('\u0000', '');
    nuls = before - text.length;
  }
  if (text.endsWith('\r')) text = text.slice(0, -1);
  return { text, nuls };
}

/** Blank or spaces only. A line of tabs is a row of empty cells, and is reported as one. */
function isEmptyLine(text: string): boolean {
  return !text.includes('\t') && text.trim() === '';
}

/**
 * Streams TREC's `trecfile.txt` (trec.md §1.2–§1.3): tab-separated, no header, no quoting, 33 columns, a
 * single-byte code page, NUL bytes stripped. Yields each row as a license or as an error with its line
 * number, in file order, and returns the summary. Never throws on the file's content: only on a source
 * that fails to read or hands over text instead of bytes.
 */
export async function* parseTrecFile(
  source: ByteSource,
  options: ParseTrecFileOptions = {},
): AsyncGenerator<TrecRow | TrecRowError, TrecImportSummary, undefined> {
  const encoding = options.encoding ?? 'windows-1252';
  const maxErrorsKept = options.maxErrorsKept ?? DEFAULT_MAX_ERRORS_KEPT;
  const summary = emptySummary();
  const reject = (error: TrecRowError): TrecRowError => countError(summary, error, maxErrorsKept);

  for await (const raw of splitLines(source, options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES)) {
    const line = ++summary.linesRead;
    const { text, nuls } = lineText(raw, encoding);
    summary.nulBytesStripped += nuls;
    if (!raw.terminated) summary.endsWithNewline = false;
    if (!raw.overlong && isEmptyLine(text)) {
      summary.emptyLines++;
      continue;
    }
    summary.rowsRead++;
    if (!raw.terminated && !(options.allowUnterminatedLastRow && !raw.overlong)) {
      summary.truncated = true;
      yield reject({
        kind: 'error',
        line,
        reason: 'truncated',
        message: `Line ${line}: the file ends in the middle of this row, so the file is incomplete.`,
      });
      continue;
    }
    if (raw.overlong) {
      yield reject({
        kind: 'error',
        line,
        reason: 'line_too_long',
        message: `Line ${line}: longer than ${options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES} bytes, so not a license row.`,
      });
      continue;
    }
    // No quoting (trec.md §1.1): a tab always separates, a quote is just a character.
    const result = parseTrecRow(
      text.split('\t').map((cell) => cell.trim()),
      line,
    );
    if (result.kind === 'error') {
      if (!raw.terminated) summary.truncated = true;
      yield reject(result);
      continue;
    }
    summary.imported++;
    if (result.canPractice) summary.activeRows++;
    yield result;
  }
  return summary;
}

export type ReadTrecFileOptions = ParseTrecFileOptions & {
  /** Called with licenses in file order, `batchSize` at a time; awaited, so a slow store slows the read. */
  onRows: (rows: TrecRow[]) => void | Promise<void>;
  batchSize?: number;
};

/** Reads the whole file into `onRows` batches and resolves with the summary (errors are in it). */
export function readTrecFile(source: ByteSource, options: ReadTrecFileOptions): Promise<TrecImportSummary> {
  return drainInBatches(parseTrecFile(source, options), options);
}
