// The lead CSV engine: read a CRM export (parse → map columns → validate rows → mark duplicates) and write
// the realtor's leads back out. Pure: the caller reads the upload, looks up leads on file and stores rows.
export { LeadImportError, type LeadImportErrorCode } from './lead-import-error';
export { parseLeadCsv, type CsvRecord, type ParsedCsv, type ParseLeadCsvOptions } from './parse-csv';
export { defaultSourceFor, detectFormat, mapColumns, normalizeHeader, type ColumnMapping } from './map-columns';
export { fieldColumnNames, formatColumnNames, type ExportFormat } from './column-names';
export {
  mapPreApproval,
  mapPriority,
  mapPropertyType,
  mapSource,
  mapStatus,
  mapTimeline,
  parseCalendarDate,
} from './value-maps';
export { parseBudget } from './budget-value';
export { splitFullName } from './name-split';
export { validateRows, type ValidatedRow } from './validate-rows';
export type { LeadDraftInput, RowDefaults, RowIssue } from './row-to-lead';
export {
  buildDuplicateLookup,
  leadKeys,
  markExistingDuplicates,
  type DuplicateLookup,
  type ExistingLeadKeys,
  type RowDuplicate,
} from './duplicates';
export {
  countRows,
  rejectionOf,
  rowOutcome,
  toPreviewRow,
  type ImportPreviewRow,
  type RowCounts,
} from './preview-rows';
export { leadExportColumns, type ExportColumn } from './export-columns';
export { leadsToCsv, leadsToCsvStream, type LeadsCsvOptions } from './export-csv';
