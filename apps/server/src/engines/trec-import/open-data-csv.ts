// The portal's CSV export (trec.md §1.4): a header row of field names, RFC 4180 quoting, UTF-8. Streamed
// through csv-parse, one record at a time, so an export of any size reads in constant memory.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import {
  DEFAULT_MAX_ERRORS_KEPT,
  DEFAULT_MAX_RECORD_BYTES,
  countError,
  countResult,
  emptySummary,
  withoutNuls,
} from './import-tally';
import { openDataFieldName, openDataRecordToRow } from './open-data';
import { type ParseTrecFileOptions, type TrecImportSummary } from './parse-trec-file';
import { type ByteSource, asBuffer } from './split-lines';
import { type TrecRow, type TrecRowError } from './trec-row';

const LF = 0x0a;

type CsvFailure = { code: string; message: string; recordsBefore: number };

/**
 * Streams an Open Data CSV export into licenses and record-numbered errors (record 1 is the first after the
 * header), like `parseTrecFile`. A CSV that cannot be read on (a quote left open or misplaced, a record
 * over `maxLineBytes`) stops with one error and `truncated`: records after it would be guesses.
 */
export async function* parseOpenDataCsv(
  source: ByteSource,
  options: ParseTrecFileOptions = {},
): AsyncGenerator<TrecRow | TrecRowError, TrecImportSummary, undefined> {
  const maxErrorsKept = options.maxErrorsKept ?? DEFAULT_MAX_ERRORS_KEPT;
  const summary = emptySummary();
  let lastByte: number | null = null;
  async function* bytes() {
    for await (const raw of source) {
      const chunk = asBuffer(raw);
      if (chunk.length === 0) continue;
      lastByte = chunk[chunk.length - 1] ?? null;
      // Copied: a producer may reuse its chunk once we ask for the next one.
      yield Buffer.from(chunk);
    }
  }
  // A parse error would destroy the stream and drop the records it still buffers, so errors are taken as
  // skips instead: the first is kept with how many records came before it, and reading stops there.
  const seen: { failure: CsvFailure | null } = { failure: null };
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: options.maxLineBytes ?? DEFAULT_MAX_RECORD_BYTES,
    skip_records_with_error: true,
    on_skip: (error) => {
      if (error && !seen.failure) {
        seen.failure = { code: error.code, message: error.message, recordsBefore: Number(error.records) || 0 };
      }
      return undefined;
    },
  });
  // A failing source destroys the parser, so its error surfaces in the loop below; this only stops the
  // promise from going unhandled.
  pipeline(Readable.from(bytes()), parser).catch(() => undefined);

  let header: string[] | null = null;
  let held: string[] | null = null;
  const read = (cells: string[], last: boolean): TrecRow | TrecRowError => {
    const record = ++summary.linesRead;
    const width = header?.length ?? 0;
    if (last && lastByte !== LF && !options.allowUnterminatedLastRow) {
      summary.truncated = true;
      return countResult(summary, truncatedAt(record), maxErrorsKept);
    }
    if (cells.length !== width) {
      if (last) summary.truncated = true;
      const message = `Record ${record}: has ${cells.length} fields where the header has ${width}.`;
      return countResult(summary, { kind: 'error', line: record, reason: 'column_count', message }, maxErrorsKept);
    }
    const fields = new Map(cells.map((value, i) => [header?.[i] ?? '', withoutNuls(summary, value)]));
    return countResult(summary, openDataRecordToRow(fields, record), maxErrorsKept);
  };

  let parsed = 0; // header included, as csv-parse counts
  // One record is held back: only once the stream has ended do we know whether the last one was cut off.
  for await (const cells of parser as AsyncIterable<string[]>) {
    if (seen.failure && ++parsed > seen.failure.recordsBefore) break;
    if (!header) {
      header = cells.map((name) => openDataFieldName(withoutNuls(summary, name)));
      continue;
    }
    if (held) yield read(held, false);
    held = cells;
  }
  const stop = seen.failure;
  if (stop) {
    if (held) yield read(held, false);
    summary.truncated = true;
    const record = summary.linesRead + 1;
    yield countError(
      summary,
      stop.code === 'CSV_QUOTE_NOT_CLOSED'
        ? truncatedAt(record)
        : {
            kind: 'error',
            line: record,
            reason: 'invalid_record',
            message: `Record ${record}: the CSV cannot be read from here on (${stop.message}).`,
          },
      maxErrorsKept,
    );
  } else if (held) yield read(held, true);
  summary.endsWithNewline = lastByte === null || lastByte === LF;
  return summary;
}

function truncatedAt(record: number): TrecRowError {
  return {
    kind: 'error',
    line: record,
    reason: 'truncated',
    message: `Record ${record}: the file ends in the middle of this record, so the file is incomplete.`,
  };
}
