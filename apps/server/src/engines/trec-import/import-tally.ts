// The summary bookkeeping the Open Data readers and `readTrecSource` share, so every reader counts rows and
// keeps errors the way `parseTrecFile` does.
import { type TrecImportSummary, type TrecRow, type TrecRowError } from './trec-row';

export const DEFAULT_MAX_RECORD_BYTES = 16 * 1024;
export const DEFAULT_MAX_ERRORS_KEPT = 1000;

export function emptySummary(): TrecImportSummary {
  return {
    linesRead: 0,
    rowsRead: 0,
    imported: 0,
    rejected: 0,
    emptyLines: 0,
    activeRows: 0,
    nulBytesStripped: 0,
    errors: [],
    errorsOmitted: 0,
    truncated: false,
    endsWithNewline: true,
  };
}

/** Counts a yielded error: listed while under `maxErrorsKept`, counted always. */
export function countError(summary: TrecImportSummary, error: TrecRowError, maxErrorsKept: number): TrecRowError {
  summary.rejected++;
  if (summary.errors.length < maxErrorsKept) summary.errors.push(error);
  else summary.errorsOmitted++;
  return error;
}

/** Counts one record's outcome (a read row, imported or rejected) and hands it back to be yielded. */
export function countResult(
  summary: TrecImportSummary,
  result: TrecRow | TrecRowError,
  maxErrorsKept: number,
): TrecRow | TrecRowError {
  summary.rowsRead++;
  if (result.kind === 'error') return countError(summary, result, maxErrorsKept);
  summary.imported++;
  if (result.canPractice) summary.activeRows++;
  return result;
}

/** Strips NUL bytes (trec.md §1.1 says the data can carry them) and counts them. */
export function withoutNuls(summary: TrecImportSummary, value: string): string {
  if (!value.includes('\u0000')) return value;
  const clean = value.replaceAll('\u0000', '');
  summary.nulBytesStripped += value.length - clean.length;
  return clean;
}

type Results<S> = AsyncGenerator<TrecRow | TrecRowError, S, undefined>;

/** Hands a reader's licenses to `onRows` in file order, `batchSize` at a time, and resolves with its summary. */
export async function drainInBatches<S>(
  results: Results<S>,
  options: { onRows: (rows: TrecRow[]) => void | Promise<void>; batchSize?: number },
): Promise<S> {
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  let batch: TrecRow[] = [];
  for (;;) {
    const next = await results.next();
    if (next.done) {
      if (batch.length > 0) await options.onRows(batch);
      return next.value;
    }
    if (next.value.kind !== 'row') continue;
    batch.push(next.value);
    if (batch.length >= batchSize) {
      await options.onRows(batch);
      batch = [];
    }
  }
}
