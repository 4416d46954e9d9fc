// Builders for Open Data Portal test exports (trec.md §1.4): one record for the fixture's sales agent with
// any field overridden, CSV quoted as Socrata quotes it, JSON as its array, chunking, and a reader that
// drains `readTrecSource` into its results and summary.
import { type ReadTrecSourceOptions, type TrecSourceSummary, readTrecSource } from './read-trec-source';
import { type ByteSource } from './split-lines';
import { type TrecRow, type TrecRowError } from './trec-row';
import { trecLine } from './trec-rows.fixture';

export type OpenDataFields = Record<string, string>;

/** The §1.4 fields, in the portal's order. */
export const openDataHeader = [
  'license_type',
  'license_number',
  'full_name',
  'suffix',
  'status',
  'original_license_date',
  'license_expiration_date',
  'designated_supervisor_flag',
  'county',
  'related_license_type',
  'related_license_number',
  'related_license_full_name',
  'related_license_suffix',
  'related_license_start_date',
  'agency_identifier',
  'key_name',
  'first_name',
  'middle_name',
  'last_name',
  'updated',
];

/** The fixture's active sales agent as the portal lists her (CSV dates; JSON gives ISO timestamps). */
export function openDataRecord(overrides: OpenDataFields = {}): OpenDataFields {
  return {
    license_type: 'Sales Agent',
    license_number: '9900123',
    full_name: 'Ana Sample Alvarez',
    suffix: '',
    status: 'Active',
    original_license_date: '03/04/2015',
    license_expiration_date: '03/31/2027',
    designated_supervisor_flag: '0',
    county: 'DALLAS',
    related_license_type: 'Broker Individual',
    related_license_number: '9900001',
    related_license_full_name: 'Linda Sample Rodriguez',
    related_license_suffix: '',
    related_license_start_date: '01/01/2020',
    agency_identifier: '',
    key_name: 'ALVAREZ ANA SAMPLE',
    first_name: 'Ana',
    middle_name: 'Sample',
    last_name: 'Alvarez',
    updated: '05/01/2026',
    ...overrides,
  };
}

/** The same person as a trecfile row: only what the portal also carries, so the two read alike. */
export function trecLineOfOpenDataPerson(): string {
  return trecLine({
    educationStatus: '',
    mceStatus: '',
    phone: '',
    email: '',
    mailingLine1: '',
    mailingCity: '',
    mailingState: '',
    mailingZip: '',
  });
}

function csvCell(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/** Every cell quoted (as Socrata's SODA CSV does), UTF-8, a line break after every row. */
export function openDataCsv(records: OpenDataFields[], header = openDataHeader, eol = '\n'): Buffer {
  const lines = [header, ...records.map((r) => header.map((name) => r[name] ?? ''))];
  return Buffer.from(lines.map((cells) => cells.map(csvCell).join(',') + eol).join(''), 'utf8');
}

/** An array of objects, one per line, as Socrata's JSON endpoint returns it. */
export function openDataJson(records: OpenDataFields[]): Buffer {
  return Buffer.from(`[${records.map((r) => JSON.stringify(r)).join('\n,')}]\n`, 'utf8');
}

/** "03/04/2015" → "2015-03-04T00:00:00.000", the form Socrata's JSON gives floating timestamps in. */
export function isoDates(record: OpenDataFields): OpenDataFields {
  const out: OpenDataFields = {};
  for (const [name, value] of Object.entries(record)) {
    const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
    out[name] = us ? `${us[3]}-${us[1]}-${us[2]}T00:00:00.000` : value;
  }
  return out;
}

/** The bytes in pieces of `size`, to show a reader does not care where chunks break. */
export function chunked(bytes: Uint8Array, size: number): Buffer[] {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(Buffer.from(bytes.subarray(at, at + size)));
  return pieces;
}

export async function readSource(
  source: ByteSource,
  options?: ReadTrecSourceOptions,
): Promise<{ rows: TrecRow[]; errors: TrecRowError[]; summary: TrecSourceSummary }> {
  const results = readTrecSource(source, options);
  const rows: TrecRow[] = [];
  const errors: TrecRowError[] = [];
  for (;;) {
    const next = await results.next();
    if (next.done) return { rows, errors, summary: next.value };
    if (next.value.kind === 'row') rows.push(next.value);
    else errors.push(next.value);
  }
}
