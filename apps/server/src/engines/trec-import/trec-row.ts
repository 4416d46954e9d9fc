import {
  type TrecEducationCode,
  type TrecLicenseTypeCode,
  type TrecLicenseeType,
  type TrecStanding,
  type TrecStatusCode,
} from './codes';

/** Columns per row (trec.md §1.2). */
export const TREC_COLUMN_COUNT = 33;

/** 0-based column positions, named as in trec.md §1.2. */
export const trecColumns = {
  licenseType: 0,
  licenseNumber: 1,
  fullName: 2,
  suffix: 3,
  licenseStatus: 4,
  originalLicenseDate: 5,
  licenseExpirationDate: 6,
  educationStatus: 7,
  mceStatus: 8,
  designatedSupervisorFlag: 9,
  phone: 10,
  email: 11,
  mailingLine1: 12,
  mailingLine2: 13,
  mailingLine3: 14,
  mailingCity: 15,
  mailingState: 16,
  mailingZip: 17,
  mailingCounty: 18,
  physicalLine1: 19,
  physicalLine2: 20,
  physicalLine3: 21,
  physicalCity: 22,
  physicalState: 23,
  physicalZip: 24,
  physicalCounty: 25,
  relatedLicenseType: 26,
  relatedLicenseNumber: 27,
  relatedLicenseFullName: 28,
  relatedLicenseSuffix: 29,
  relatedLicenseStartDate: 30,
  agencyIdentifier: 31,
  nameLastFirst: 32,
} as const;

export type TrecAddress = {
  lines: string[];
  city: string | null;
  state: string | null;
  /** As in the file; may be ZIP+4. */
  zip: string | null;
  /** 3-digit TREC county code (`000` out of state), as in the file. */
  countyCode: string | null;
};

/**
 * The license this one hangs on (columns 26–30): for a sales agent its sponsoring broker, for a business
 * broker its designated broker. Kept as numbers and keys so the store can link them after the import.
 */
export type TrecRelatedLicense = {
  /** The raw code; its label when it is a known license type. */
  licenseTypeCode: string | null;
  licenseType: string | null;
  licenseNumber: string;
  licenseNumberKey: string;
  fullName: string | null;
  suffix: string | null;
  startDate: string | null;
};

export type TrecRow = {
  kind: 'row';
  /** 1-based line of the file. */
  line: number;
  licenseTypeCode: TrecLicenseTypeCode;
  licenseType: string;
  licenseeType: TrecLicenseeType;
  /** As in the file (tidied: trimmed, upper-case suffix). Not unique: one number can carry several types. */
  licenseNumber: string;
  licenseNumberKey: string;
  fullName: string;
  /** "LAST, FIRST …" (column 32), for sorting and name search; null when blank. */
  nameLastFirst: string | null;
  suffix: string | null;
  statusCode: TrecStatusCode;
  status: string;
  standing: TrecStanding;
  /** Only an active license may conduct brokerage or inspections (trec.md §1.7). */
  canPractice: boolean;
  originalLicenseDate: string | null;
  expirationDate: string | null;
  educationStatusCode: TrecEducationCode | null;
  mceStatusCode: TrecEducationCode | null;
  /** Null when the flag is blank or a token other than 1/0, Y/N, T/F (the raw token is unverified, §1.2). */
  designatedSupervisor: boolean | null;
  phone: string | null;
  email: string | null;
  mailingAddress: TrecAddress;
  physicalAddress: TrecAddress;
  relatedLicense: TrecRelatedLicense | null;
  agencyIdentifier: string | null;
};

export type TrecRowErrorReason =
  | 'column_count'
  | 'unknown_license_type'
  | 'invalid_license_number'
  | 'missing_name'
  | 'unknown_status'
  | 'unknown_education_status'
  | 'invalid_date'
  | 'invalid_related_license_number'
  | 'line_too_long'
  | 'truncated'
  /** Open Data only: a county name that is not a Texas county. */
  /** Open Data only: a CSV or JSON record that cannot be read as one (bad quoting, not an object). */
  | 'invalid_record'
  /** The source as a whole (line 0): a zip that is corrupt or holds no license file. */
  | 'unreadable_source';

export type TrecRowError = {
  kind: 'error';
  line: number;
  reason: TrecRowErrorReason;
  /** One sentence for the admin's import report, naming the column and the value. */
  message: string;
};

/** What a source held: TREC's flat file, a zip of one, or the Open Data Portal's CSV or JSON export. */
export type TrecSourceFormat = 'trecfile' | 'zip' | 'open-data-csv' | 'open-data-json';

export type TrecImportSummary = {
  /** Set by `readTrecSource`, which sniffs it; `parseTrecFile` reads only the flat file and leaves it out. */
  format?: TrecSourceFormat;
  /** For a zip: the entry that was read and what it held; null when it held no license file. */
  zipEntry?: { name: string; format: TrecSourceFormat } | null;
  /** Physical lines, empty ones included. From Open Data: records (a CSV's header not counted). */
  linesRead: number;
  /** Non-empty lines, each either imported or rejected. */
  rowsRead: number;
  imported: number;
  rejected: number;
  emptyLines: number;
  /** Imported rows whose license is active (status 20 or 30). */
  activeRows: number;
  nulBytesStripped: number;
  /** The first `maxErrorsKept` rejected rows, in file order. */
  errors: TrecRowError[];
  errorsOmitted: number;
  /** The file ends inside a row: it is incomplete, and must not replace a complete import. */
  truncated: boolean;
  endsWithNewline: boolean;
};
