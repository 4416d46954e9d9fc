// The TREC license-holder file engine: stream `trecfile.txt` into licenses and line-numbered row errors,
// read license numbers the way people type them, and suggest existing numbers one slip away. Pure: the
// caller downloads or unzips the file, stores the rows (staging table, then swap) and answers lookups.
export {
  isTrecEducationCode,
  isTrecLicenseTypeCode,
  isTrecStatusCode,
  trecEducationStatuses,
  trecLicenseStatuses,
  trecLicenseTypeCodes,
  trecLicenseTypes,
  trecStatusCodes,
  type TrecEducationCode,
  type TrecIndustry,
  type TrecLicenseTypeCode,
  type TrecLicenseTypeInfo,
  type TrecLicenseeType,
  type TrecStanding,
  type TrecStatusCode,
  type TrecStatusInfo,
} from './codes';
export { type TrecEncoding } from './decode-line';
export {
  hasKnownSuffix,
  knownLicenseSuffixes,
  LICENSE_NUMBER_MAX_LENGTH,
  licenseKeyOfDigits,
  licenseNumberKey,
  parseLicenseNumber,
  type LicenseNumber,
} from './license-number';
export { similarLicenseNumbers } from './similar-numbers';
export { parseTrecRow } from './parse-row';
export { parseTrecDate } from './trec-date';
export {
  parseTrecFile,
  readTrecFile,
  type ParseTrecFileOptions,
  type ReadTrecFileOptions,
  type TrecImportSummary,
} from './parse-trec-file';
export { type ByteSource } from './split-lines';
export {
  TREC_COLUMN_COUNT,
  trecColumns,
  type TrecAddress,
  type TrecRelatedLicense,
  type TrecRow,
  type TrecRowError,
  type TrecRowErrorReason,
} from './trec-row';
