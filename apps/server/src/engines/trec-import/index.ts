// The TREC license-holder file engine: stream `trecfile.txt`, TREC's `trecfile.zip` or the Open Data
// Portal's CSV or JSON export into licenses and numbered row errors, read license numbers the way people
// type them, and suggest existing numbers one slip away. Pure: the caller downloads the file, stores the
// rows (staging table, then swap) and answers lookups.
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
export { TREC_OUT_OF_STATE_CODE, trecCounties, trecCountyCode, trecCountyName } from './counties';
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
export { openDataFieldName, openDataRecordToRow, type OpenDataRecord } from './open-data';
export { parseOpenDataCsv } from './open-data-csv';
export { parseOpenDataJson } from './open-data-json';
export {
  lastFirstName,
  openDataCounty,
  openDataDate,
  openDataEducation,
  openDataLicenseType,
  openDataStatus,
} from './open-data-values';
export { parseTrecRow } from './parse-row';
export { parseTrecDate } from './trec-date';
export {
  parseTrecFile,
  readTrecFile,
  type ParseTrecFileOptions,
  type ReadTrecFileOptions,
  type TrecImportSummary,
  type TrecSourceFormat,
} from './parse-trec-file';
export {
  readTrecSource,
  readTrecSourceInBatches,
  type ReadTrecSourceInBatchesOptions,
  type ReadTrecSourceOptions,
  type TrecSourceSummary,
} from './read-trec-source';
export { sniffFormat } from './sniff-source';
export { isLicenseFileName } from './unzip-entry';
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
