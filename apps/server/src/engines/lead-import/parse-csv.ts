import { LEAD_IMPORT_MAX_BYTES, LEAD_IMPORT_MAX_ROWS } from '@bluebonnet/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { decodeCsvText } from './decode-text';
import { LeadImportError } from './lead-import-error';
import { createLineLocator } from './line-locator';

/** One data row: its cells (trimmed) and the line of the file it starts on (the header is line 1). */
export type CsvRecord = { line: number; values: string[] };

export type ParsedCsv = {
  headers: string[];
  records: CsvRecord[];
  /** Rows with more or fewer cells than the header: read anyway (missing cells are empty, extra ones ignored). */
  raggedLines: number[];
};

export type ParseLeadCsvOptions = { maxRows?: number; maxBytes?: number };

/** A notes cell of a few pages is fine; a megabyte on one "line" is a wrong delimiter or a broken quote. */
const MAX_RECORD_CHARS = 100_000;

/** A header cell never holds an email, a phone number or an amount; a first line that does is a lead. */
function looksLikeData(cell: string): boolean {
  return cell.includes('@') || /^\+?[\d\s().-]{7,}$/.test(cell) || /^\$?\d[\d,]*(\.\d+)?$/.test(cell);
}

function unreadable(error: CsvError, line: number): LeadImportError {
  const what =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'a quoted value is never closed (a " is missing)'
      : error.code === 'CSV_MAX_RECORD_SIZE'
        ? `the row is longer than ${MAX_RECORD_CHARS.toLocaleString('en-US')} characters`
        : error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE' || error.code === 'CSV_INVALID_CLOSING_QUOTE'
          ? 'text follows a closing quote'
          : 'the row could not be read as CSV';
  return new LeadImportError('unreadable', `Line ${line}: ${what}. Fix that line and upload the file again.`, line);
}

/**
 * Reads a lead CSV: the header row names the columns, then one lead a row. Quoted commas and line breaks,
 * blank lines, a BOM and rows of the wrong length are all handled; a file that cannot be a lead list
 * throws a LeadImportError with a message for the agent.
 */
export function parseLeadCsv(input: Buffer | string, opts: ParseLeadCsvOptions = {}): ParsedCsv {
  const maxRows = opts.maxRows ?? LEAD_IMPORT_MAX_ROWS;
  const maxBytes = opts.maxBytes ?? LEAD_IMPORT_MAX_BYTES;
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  if (size > maxBytes) {
    const mb = Math.round(maxBytes / (1024 * 1024));
    throw new LeadImportError('too_large', `The file is larger than ${mb} MB. Split it into smaller files.`);
  }
  const bytes = Buffer.from(decodeCsvText(input), 'utf8');
  const lines = createLineLocator(bytes);

  // Set inside on_record; the cast keeps TypeScript from narrowing it to null for good.
  let header = null as string[] | null;
  const records: CsvRecord[] = [];
  const raggedLines: number[] = [];
  let recordStart = 0;
  try {
    parse(bytes, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: MAX_RECORD_CHARS,
      on_record: (raw, info) => {
        const line = lines.lineOfRecordAt(recordStart);
        recordStart = info.bytes;
        // trim leaves quoted values alone ("  Maria " is still Maria); line breaks in a value become \n.
        const values = raw.map((v) => v.trim().replace(/\r\n?/g, '\n'));
        if (values.every((v) => v === '')) return null; // ",,,," rows Excel leaves behind
        if (!header) {
          header = values;
          return null;
        }
        if (records.length >= maxRows) {
          throw new LeadImportError(
            'too_many_rows',
            `The file has more than ${maxRows.toLocaleString('en-US')} leads. Split it into files of ${maxRows.toLocaleString('en-US')} or fewer.`,
          );
        }
        if (values.length !== header.length) raggedLines.push(line);
        records.push({ line, values });
        return null;
      },
    });
  } catch (error) {
    if (error instanceof LeadImportError) throw error;
    if (error instanceof CsvError) throw unreadable(error, lines.lineOfRecordAt(recordStart));
    throw error;
  }

  const headers = header;
  if (!headers) throw new LeadImportError('empty_file', 'The file is empty.');
  if (headers.some(looksLikeData)) {
    throw new LeadImportError(
      'no_header',
      'The first line must name the columns (for example: First Name, Last Name, Email). Add a header row and upload the file again.',
      1,
    );
  }
  if (records.length === 0) throw new LeadImportError('no_rows', 'The file has a header row but no leads below it.');
  return { headers, records, raggedLines };
}
