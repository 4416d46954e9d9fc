// One Texas Open Data Portal record (dataset s7ft-44qi, trec.md §1.4) read as a flat-file row: its fields
// are put in the 33 columns, in the file's codes, and read by `parseTrecRow`, so a license from the portal
// is checked and shaped exactly like one from `trecfile.txt`. The CSV and JSON readers call this.
import { parseTrecRow } from './parse-row';
import { TREC_COLUMN_COUNT, type TrecRow, type TrecRowError, type TrecRowErrorReason, trecColumns } from './trec-row';
import {
  lastFirstName,
  openDataCounty,
  openDataDate,
  openDataEducation,
  openDataLicenseType,
  openDataStatus,
} from './open-data-values';

/** A record's fields by normalized name (see `openDataFieldName`). A Map, so "constructor" is just a name. */
export type OpenDataRecord = ReadonlyMap<string, string>;

type Column = keyof typeof trecColumns;

// Every JSON record repeats the same ~20 keys, so each is normalized once. Bounded, against odd input.
const fieldNames = new Map<string, string>();
const FIELD_NAME_CACHE_SIZE = 1024;

/** "License Number", "license_number" and "LICENSE-NUMBER" are one field: portal exports differ in headers. */
export function openDataFieldName(name: string): string {
  const known = fieldNames.get(name);
  if (known !== undefined) return known;
  const normalized = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (fieldNames.size < FIELD_NAME_CACHE_SIZE) fieldNames.set(name, normalized);
  return normalized;
}

// The §1.4 field first, then the flat file's own column names (a CSV made from trecfile.txt uses those).
const fieldsOf: Partial<Record<Column, readonly string[]>> = {
  licenseNumber: ['license_number'],
  suffix: ['suffix'],
  designatedSupervisorFlag: ['designated_supervisor_flag', 'designated_supervisor'],
  phone: ['phone_number', 'phone'],
  email: ['email_address', 'email'],
  mailingLine1: ['mailing_address_line_1'],
  mailingLine2: ['mailing_address_line_2'],
  mailingLine3: ['mailing_address_line_3'],
  mailingCity: ['mailing_address_city'],
  mailingState: ['mailing_address_state_code', 'mailing_address_state'],
  mailingZip: ['mailing_address_zip_code', 'mailing_address_zip'],
  physicalLine1: ['physical_address_line_1'],
  physicalLine2: ['physical_address_line_2'],
  physicalLine3: ['physical_address_line_3'],
  physicalCity: ['physical_address_city'],
  physicalState: ['physical_address_state_code', 'physical_address_state'],
  physicalZip: ['physical_address_zip_code', 'physical_address_zip'],
  relatedLicenseNumber: ['related_license_number'],
  relatedLicenseFullName: ['related_license_full_name'],
  relatedLicenseSuffix: ['related_license_suffix'],
  agencyIdentifier: ['agency_identifier'],
};

const plainFields = Object.entries(fieldsOf) as [Column, readonly string[]][];

class Unmapped {
  constructor(
    readonly reason: TrecRowErrorReason,
    readonly message: string,
  ) {}
}

function quoted(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/**
 * Reads one portal record (1-based `record` number, used as the row's `line`) into a license or an error.
 * Never throws. License numbers keep the portal's suffix ("826320-SA"); lookups use the digits.
 */
export function openDataRecordToRow(fields: OpenDataRecord, record: number): TrecRow | TrecRowError {
  try {
    const result = parseTrecRow(openDataCells(fields), record);
    if (result.kind === 'row') return result;
    // The row parser words its errors for the file; here the number is a record, not a line.
    return { ...result, message: result.message.replace(/^Line \d+:/, `Record ${record}:`) };
  } catch (error) {
    if (!(error instanceof Unmapped)) throw error;
    return { kind: 'error', line: record, reason: error.reason, message: `Record ${record}: ${error.message}` };
  }
}

/** The record as the flat file's 33 cells, or throws `Unmapped` for a value with no code. */
function openDataCells(fields: OpenDataRecord): string[] {
  const field = (...names: string[]): string => {
    for (const name of names) {
      const value = fields.get(name)?.trim();
      if (value) return value;
    }
    return '';
  };
  const cells = Array.from({ length: TREC_COLUMN_COUNT }, () => '');
  const set = (column: Column, value: string) => {
    cells[trecColumns[column]] = value.trim();
  };
  for (const [column, names] of plainFields) set(column, field(...names));

  const typeText = field('license_type');
  const type = openDataLicenseType(typeText);
  if (!type) throw new Unmapped('unknown_license_type', `license type ${quoted(typeText)} is not a known type.`);
  set('licenseType', type);

  const statusText = field('status', 'license_status');
  const status = openDataStatus(statusText);
  if (!status) throw new Unmapped('unknown_status', `status ${quoted(statusText)} is not a known status.`);
  set('licenseStatus', status);

  // The related type is informative only (the row parser keeps an unknown one as it is), so no error.
  const relatedType = field('related_license_type');
  set('relatedLicenseType', openDataLicenseType(relatedType) ?? relatedType);

  const dates: [Column, string][] = [
    ['originalLicenseDate', 'original_license_date'],
    ['licenseExpirationDate', 'license_expiration_date'],
    ['relatedLicenseStartDate', 'related_license_start_date'],
  ];
  for (const [column, name] of dates) {
    const date = openDataDate(field(name));
    if (date === null) throw new Unmapped('invalid_date', `${name} ${quoted(field(name))} is not a MM/DD/YYYY date.`);
    set(column, date);
  }

  set('educationStatus', openDataEducation(field('education_status')));
  set('mceStatus', openDataEducation(field('mce_status')));

  // §1.4 gives one `county` without saying whose address; it is taken as the mailing address's, the one
  // the flat file always fills. Unverified.
  const counties: [Column, string[]][] = [
    ['mailingCounty', ['county', 'mailing_address_county_code', 'mailing_address_county']],
    ['physicalCounty', ['physical_address_county_code', 'physical_address_county']],
  ];
  for (const [column, names] of counties) {
    // A county we cannot place ("UNKNOWN", a typo) costs the row its county, never the license itself.
    set(column, openDataCounty(field(...names)) ?? '');
  }

  const built = [field('first_name'), field('middle_name'), field('last_name')].filter((p) => p !== '').join(' ');
  set('fullName', field('full_name') || built);
  // Built from the parts when there are any, so the format is the file's; key_name's own format is unseen.
  const lastFirst = lastFirstName(field('last_name'), field('first_name'), field('middle_name'));
  set('nameLastFirst', lastFirst ?? field('key_name', 'full_name_last_first'));
  return cells;
}
