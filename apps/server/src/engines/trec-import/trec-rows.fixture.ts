// Builders for TREC test files: one valid row with any column overridden, whole files as Latin-1 bytes,
// and a reader that drains the parser into its results and summary.
import { type ParseTrecFileOptions, type TrecImportSummary, parseTrecFile } from './parse-trec-file';
import { type ByteSource } from './split-lines';
import { TREC_COLUMN_COUNT, type TrecRow, type TrecRowError, trecColumns } from './trec-row';

export type TrecColumnName = keyof typeof trecColumns;

const base: Partial<Record<TrecColumnName, string>> = {
  licenseType: 'SALE',
  licenseNumber: '9900123',
  fullName: 'Ana Sample Alvarez',
  licenseStatus: '20',
  originalLicenseDate: '20150304',
  licenseExpirationDate: '20270331',
  educationStatus: '2',
  mceStatus: '2',
  designatedSupervisorFlag: '0',
  phone: '(214) 555-0100',
  email: 'ana.alvarez@example.com',
  mailingLine1: '100 Sample Oak St',
  mailingCity: 'Dallas',
  mailingState: 'TX',
  mailingZip: '75201',
  mailingCounty: '057',
  relatedLicenseType: 'BRK',
  relatedLicenseNumber: '9900001',
  relatedLicenseFullName: 'Linda Sample Rodriguez',
  relatedLicenseStartDate: '20200101',
  nameLastFirst: 'ALVAREZ, ANA SAMPLE',
};

/** One tab-joined row of 33 cells: a valid active sales agent unless overridden. */
export function trecLine(overrides: Partial<Record<TrecColumnName, string>> = {}): string {
  const values = { ...base, ...overrides };
  const cells = Array.from({ length: TREC_COLUMN_COUNT }, () => '');
  for (const [name, index] of Object.entries(trecColumns)) cells[index] = values[name as TrecColumnName] ?? '';
  return cells.join('\t');
}

/** Lines joined with CRLF (and one after the last), as single-byte Latin-1. */
export function trecFile(lines: string[], eol = '\r\n'): Buffer {
  return Buffer.from(lines.map((l) => l + eol).join(''), 'latin1');
}

export async function readAll(
  source: ByteSource,
  options?: ParseTrecFileOptions,
): Promise<{ rows: TrecRow[]; errors: TrecRowError[]; summary: TrecImportSummary }> {
  const results = parseTrecFile(source, options);
  const rows: TrecRow[] = [];
  const errors: TrecRowError[] = [];
  for (;;) {
    const next = await results.next();
    if (next.done) return { rows, errors, summary: next.value };
    if (next.value.kind === 'row') rows.push(next.value);
    else errors.push(next.value);
  }
}
