import {
  type TrecEducationCode,
  isTrecEducationCode,
  isTrecLicenseTypeCode,
  isTrecStatusCode,
  trecLicenseStatuses,
  trecLicenseTypes,
} from './codes';
import { parseLicenseNumber } from './license-number';
import { parseTrecDate } from './trec-date';
import {
  TREC_COLUMN_COUNT,
  type TrecAddress,
  type TrecRelatedLicense,
  type TrecRow,
  type TrecRowError,
  type TrecRowErrorReason,
  trecColumns as col,
} from './trec-row';

/** Thrown inside this module only, to stop at a row's first problem; never escapes `parseTrecRow`. */
class RowProblem {
  constructor(
    readonly reason: TrecRowErrorReason,
    readonly message: string,
  ) {}
}

/** Long values in a message are cut so one garbage row cannot make the report huge. */
function quoted(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

const TRUE_FLAGS = new Set(['1', 'Y', 'YES', 'T', 'TRUE']);
const FALSE_FLAGS = new Set(['0', 'N', 'NO', 'F', 'FALSE']);

function flag(value: string): boolean | null {
  const v = value.toUpperCase();
  if (TRUE_FLAGS.has(v)) return true;
  if (FALSE_FLAGS.has(v)) return false;
  return null;
}

/** Reads one row's cells (already decoded, NUL-free and trimmed) into a license, or says what is wrong. */
export function parseTrecRow(cells: readonly string[], line: number): TrecRow | TrecRowError {
  if (cells.length !== TREC_COLUMN_COUNT) {
    return {
      kind: 'error',
      line,
      reason: 'column_count',
      message: `Line ${line}: expected ${TREC_COLUMN_COUNT} tab-separated columns, found ${cells.length}.`,
    };
  }
  try {
    return readRow(cells, line);
  } catch (error) {
    if (error instanceof RowProblem) {
      return { kind: 'error', line, reason: error.reason, message: `Line ${line}: ${error.message}` };
    }
    throw error;
  }
}

function readRow(cells: readonly string[], line: number): TrecRow {
  const cell = (i: number): string => cells[i] ?? '';
  const optional = (i: number): string | null => cell(i) || null;
  const date = (i: number, name: string): string | null => {
    const value = parseTrecDate(cell(i));
    if (value === 'invalid') {
      throw new RowProblem('invalid_date', `${name} ${quoted(cell(i))} is not a YYYYMMDD date.`);
    }
    return value;
  };
  const education = (i: number, name: string): TrecEducationCode | null => {
    const code = cell(i);
    if (code === '') return null;
    if (!isTrecEducationCode(code)) {
      throw new RowProblem('unknown_education_status', `${name} code ${quoted(code)} is not one of 0, 1, 2.`);
    }
    return code;
  };
  const address = (lines: number[], city: number, state: number, zip: number, county: number): TrecAddress => ({
    lines: lines.map(cell).filter((l) => l !== ''),
    city: optional(city),
    state: optional(state),
    zip: optional(zip),
    countyCode: optional(county),
  });

  const typeCode = cell(col.licenseType).toUpperCase();
  if (!isTrecLicenseTypeCode(typeCode)) {
    throw new RowProblem('unknown_license_type', `license type code ${quoted(cell(col.licenseType))} is unknown.`);
  }
  const number = parseLicenseNumber(cell(col.licenseNumber));
  if (!number) {
    throw new RowProblem(
      'invalid_license_number',
      `license number ${quoted(cell(col.licenseNumber))} is not digits with an optional suffix.`,
    );
  }
  const fullName = cell(col.fullName);
  if (fullName === '') throw new RowProblem('missing_name', 'the full name is blank.');
  const statusCode = cell(col.licenseStatus);
  if (!isTrecStatusCode(statusCode)) {
    throw new RowProblem('unknown_status', `license status code ${quoted(statusCode)} is unknown.`);
  }
  const status = trecLicenseStatuses[statusCode];
  const type = trecLicenseTypes[typeCode];

  return {
    kind: 'row',
    line,
    licenseTypeCode: typeCode,
    licenseType: type.label,
    licenseeType: type.licenseeType,
    licenseNumber: number.display,
    licenseNumberKey: number.key,
    fullName,
    nameLastFirst: optional(col.nameLastFirst),
    suffix: optional(col.suffix),
    statusCode,
    status: status.label,
    standing: status.standing,
    canPractice: status.standing === 'active',
    originalLicenseDate: date(col.originalLicenseDate, 'original license date'),
    expirationDate: date(col.licenseExpirationDate, 'license expiration date'),
    educationStatusCode: education(col.educationStatus, 'education status'),
    mceStatusCode: education(col.mceStatus, 'MCE status'),
    designatedSupervisor: flag(cell(col.designatedSupervisorFlag)),
    phone: optional(col.phone),
    email: optional(col.email),
    mailingAddress: address(
      [col.mailingLine1, col.mailingLine2, col.mailingLine3],
      col.mailingCity,
      col.mailingState,
      col.mailingZip,
      col.mailingCounty,
    ),
    physicalAddress: address(
      [col.physicalLine1, col.physicalLine2, col.physicalLine3],
      col.physicalCity,
      col.physicalState,
      col.physicalZip,
      col.physicalCounty,
    ),
    relatedLicense: related(cell, date),
    agencyIdentifier: optional(col.agencyIdentifier),
  };
}

/** Columns 26–30, or null when no related license number is given (an unsponsored or inactive holder). */
function related(
  cell: (i: number) => string,
  date: (i: number, name: string) => string | null,
): TrecRelatedLicense | null {
  const raw = cell(col.relatedLicenseNumber);
  if (raw === '') return null;
  const number = parseLicenseNumber(raw);
  if (!number) {
    throw new RowProblem(
      'invalid_related_license_number',
      `related license number ${quoted(raw)} is not digits with an optional suffix.`,
    );
  }
  const typeCode = cell(col.relatedLicenseType).toUpperCase();
  return {
    licenseTypeCode: typeCode || null,
    licenseType: isTrecLicenseTypeCode(typeCode) ? trecLicenseTypes[typeCode].label : null,
    licenseNumber: number.display,
    licenseNumberKey: number.key,
    fullName: cell(col.relatedLicenseFullName) || null,
    suffix: cell(col.relatedLicenseSuffix) || null,
    startDate: date(col.relatedLicenseStartDate, 'related license start date'),
  };
}
