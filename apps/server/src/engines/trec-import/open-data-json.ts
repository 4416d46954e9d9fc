// The portal's JSON export (Socrata `s7ft-44qi.json`): an array of flat objects whose values are strings.
// Streamed with `JsonRecordScanner`, so a 200 MB export is never held whole.
import {
  DEFAULT_MAX_ERRORS_KEPT,
  DEFAULT_MAX_RECORD_BYTES,
  countError,
  countResult,
  emptySummary,
  withoutNuls,
} from './import-tally';
import { JsonRecordScanner, type JsonScanItem } from './json-record-scanner';
import { type OpenDataRecord, openDataFieldName, openDataRecordToRow } from './open-data';
import { type ParseTrecFileOptions, type TrecImportSummary } from './parse-trec-file';
import { type ByteSource, asBuffer } from './split-lines';
import { type TrecRow, type TrecRowError } from './trec-row';

const LF = 0x0a;

/** A parsed object's values as text: numbers and booleans as written, null and nested values as blank. */
function recordOf(value: unknown, summary: TrecImportSummary): OpenDataRecord | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = new Map<string, string>();
  for (const [name, raw] of Object.entries(value)) {
    const text = typeof raw === 'string' ? raw : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : '';
    fields.set(openDataFieldName(name), withoutNuls(summary, text));
  }
  return fields;
}

/**
 * Streams an Open Data JSON export into licenses and record-numbered errors (the first object is record
 * 1), like `parseTrecFile`. An array that never closes is `truncated`; JSON the scanner cannot follow stops
 * the read with one error, also `truncated`, since what follows cannot be trusted.
 */
export async function* parseOpenDataJson(
  source: ByteSource,
  options: ParseTrecFileOptions = {},
): AsyncGenerator<TrecRow | TrecRowError, TrecImportSummary, undefined> {
  const maxErrorsKept = options.maxErrorsKept ?? DEFAULT_MAX_ERRORS_KEPT;
  const maxRecordBytes = options.maxLineBytes ?? DEFAULT_MAX_RECORD_BYTES;
  const summary = emptySummary();
  const scanner = new JsonRecordScanner(maxRecordBytes);
  const error = (line: number, reason: TrecRowError['reason'], message: string): TrecRowError => ({
    kind: 'error',
    line,
    reason,
    message: `Record ${line}: ${message}`,
  });

  const read = (item: JsonScanItem): TrecRow | TrecRowError => {
    if (item.kind === 'malformed') {
      summary.truncated = true;
      return countError(summary, error(summary.linesRead + 1, 'invalid_record', `${item.message}.`), maxErrorsKept);
    }
    const record = ++summary.linesRead;
    if (item.kind === 'too-large') {
      const message = `longer than ${maxRecordBytes} bytes, so not a license record.`;
      return countResult(summary, error(record, 'line_too_long', message), maxErrorsKept);
    }
    if (item.kind === 'not-object') {
      return countResult(summary, error(record, 'invalid_record', 'is not a JSON object.'), maxErrorsKept);
    }
    let fields: OpenDataRecord | null = null;
    try {
      fields = recordOf(JSON.parse(item.bytes.toString('utf8')), summary);
    } catch {
      // Not valid JSON inside its braces; the scanner found its end, so the records after it still read.
    }
    if (!fields) return countResult(summary, error(record, 'invalid_record', 'is not valid JSON.'), maxErrorsKept);
    return countResult(summary, openDataRecordToRow(fields, record), maxErrorsKept);
  };

  let lastByte = -1;
  for await (const raw of source) {
    const chunk = asBuffer(raw);
    if (chunk.length === 0) continue;
    lastByte = chunk[chunk.length - 1] ?? -1;
    for (const item of scanner.push(chunk)) {
      yield read(item);
      if (item.kind === 'malformed') return summary;
    }
  }
  summary.endsWithNewline = lastByte === -1 || lastByte === LF;
  if (!scanner.complete) {
    summary.truncated = true;
    const record = summary.linesRead + 1;
    yield countError(
      summary,
      error(record, 'truncated', 'the file ends before the JSON closes, so the file is incomplete.'),
      maxErrorsKept,
    );
  }
  return summary;
}
