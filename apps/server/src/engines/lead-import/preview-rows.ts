import type { ImportPreview } from '@bluebonnet/contracts';
import type { ValidatedRow } from './validate-rows';

export type ImportPreviewRow = ImportPreview['rows'][number];
export type RowCounts = Pick<ImportPreview, 'totalRows' | 'validRows' | 'duplicateRows' | 'invalidRows'>;

/** What kind of row it is: an invalid row is counted as invalid even when it also repeats another. */
export function rowOutcome(row: ValidatedRow): 'valid' | 'duplicate' | 'invalid' {
  if (row.errors.length > 0) return 'invalid';
  return row.duplicateOf ? 'duplicate' : 'valid';
}

export function countRows(rows: readonly ValidatedRow[]): RowCounts {
  const counts = { totalRows: rows.length, validRows: 0, duplicateRows: 0, invalidRows: 0 };
  for (const row of rows) {
    const outcome = rowOutcome(row);
    if (outcome === 'valid') counts.validRows += 1;
    else if (outcome === 'duplicate') counts.duplicateRows += 1;
    else counts.invalidRows += 1;
  }
  return counts;
}

/**
 * The preview's row. Its `duplicateOf` names a lead on file; a repeat of an earlier line of the same file
 * has no lead yet, so it is said in `errors` instead (the row is skipped either way).
 */
export function toPreviewRow(row: ValidatedRow): ImportPreviewRow {
  const dup = row.duplicateOf;
  const repeat =
    dup?.kind === 'file'
      ? [{ field: dup.by, message: `Same ${dup.by} as line ${dup.line}; this row will be skipped` }]
      : [];
  return {
    line: row.line,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    errors: [...row.errors, ...repeat],
    duplicateOf: dup?.kind === 'existing' ? { id: dup.id, name: dup.name } : null,
  };
}

/** The import report's entry for a row that was not imported for a reason other than being a repeat. */
export function rejectionOf(row: ValidatedRow): { line: number; reason: string } | null {
  if (row.errors.length === 0) return null;
  return { line: row.line, reason: row.errors.map((e) => e.message).join('; ') };
}
