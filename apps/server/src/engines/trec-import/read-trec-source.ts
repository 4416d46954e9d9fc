// The importer's one entry point: whatever the admin uploads or the job downloads (TREC's trecfile.zip,
// the trecfile.txt inside it, or the Open Data Portal's CSV or JSON export), sniffed from its first bytes
// and read into the same licenses, errors and summary.
import { DEFAULT_MAX_ERRORS_KEPT, countError, drainInBatches, emptySummary } from './import-tally';
import { parseOpenDataCsv } from './open-data-csv';
import { parseOpenDataJson } from './open-data-json';
import {
  type ParseTrecFileOptions,
  type ReadTrecFileOptions,
  type TrecImportSummary,
  type TrecSourceFormat,
  parseTrecFile,
} from './parse-trec-file';
import { sniffSource } from './sniff-source';
import { type ByteSource } from './split-lines';
import { type TrecRow, type TrecRowError } from './trec-row';
import { unzipLicenseFile } from './unzip-entry';

export type ReadTrecSourceOptions = ParseTrecFileOptions;

/** The summary, always saying what the source held. */
export type TrecSourceSummary = TrecImportSummary & { format: TrecSourceFormat };

type Results = AsyncGenerator<TrecRow | TrecRowError, TrecImportSummary, undefined>;

function readerFor(
  format: Exclude<TrecSourceFormat, 'zip'>,
  bytes: ByteSource,
  options: ParseTrecFileOptions,
): Results {
  if (format === 'open-data-csv') return parseOpenDataCsv(bytes, options);
  if (format === 'open-data-json') return parseOpenDataJson(bytes, options);
  return parseTrecFile(bytes, options);
}

/**
 * Streams any accepted source into licenses and errors, in order, and returns the summary with the
 * sniffed `format`. A zip is unzipped as it streams; one that is cut off, damaged or holds no license file
 * adds one error (line 0, the source as a whole) and sets `truncated`, so it never replaces an import.
 * Like `parseTrecFile`, it throws only when the source itself fails or hands over text.
 */
export async function* readTrecSource(
  source: ByteSource,
  options: ReadTrecSourceOptions = {},
): AsyncGenerator<TrecRow | TrecRowError, TrecSourceSummary, undefined> {
  const sniffed = await sniffSource(source);
  if (sniffed.format !== 'zip') {
    const summary = yield* readerFor(sniffed.format, sniffed.bytes, options);
    return { ...summary, format: sniffed.format };
  }

  const zip = unzipLicenseFile(sniffed.bytes);
  const inner = await sniffSource(zip.bytes);
  let summary: TrecImportSummary;
  if (inner.format === 'zip') {
    // Read through, so the outer archive is still checked to its end; the inner one is not opened.
    for await (const _chunk of inner.bytes) {
      // Dropped.
    }
    summary = emptySummary();
    zip.outcome.problem ??= {
      reason: 'unreadable_source',
      message: `The zip's ${zip.outcome.entryName} is itself a zip; upload the file inside it.`,
    };
  } else {
    summary = yield* readerFor(inner.format, inner.bytes, options);
  }

  const { entryName, problem, finished } = zip.outcome;
  // Unfinished means the reader stopped early on an error of its own, already reported and truncated.
  if (finished && problem) {
    summary.truncated = true;
    const error: TrecRowError = { kind: 'error', line: 0, reason: problem.reason, message: problem.message };
    yield countError(summary, error, options.maxErrorsKept ?? DEFAULT_MAX_ERRORS_KEPT);
  }
  return { ...summary, format: 'zip', zipEntry: entryName ? { name: entryName, format: inner.format } : null };
}

export type ReadTrecSourceInBatchesOptions = ReadTrecFileOptions;

/** `readTrecFile` for any source: licenses to `onRows` in batches, resolving with the summary. */
export function readTrecSourceInBatches(
  source: ByteSource,
  options: ReadTrecSourceInBatchesOptions,
): Promise<TrecSourceSummary> {
  return drainInBatches(readTrecSource(source, options), options);
}
