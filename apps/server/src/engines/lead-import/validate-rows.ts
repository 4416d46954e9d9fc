import { createLeadRequest, type ParsedCreateLeadRequest } from '@bluebonnet/contracts';
import { markFileDuplicates, type RowDuplicate } from './duplicates';
import type { ColumnMapping } from './map-columns';
import type { CsvRecord } from './parse-csv';
import { rowToLead, type RowDefaults, type RowIssue } from './row-to-lead';

/** One row judged: the lead it would create, or why it cannot; and whether it repeats a lead. */
export type ValidatedRow = {
  /** The line in the file (the header is line 1). */
  line: number;
  /** Name, email and phone as read, for the preview, also when the row is invalid. */
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  /** The request the Add Lead form would have sent; null when `errors` is not empty. */
  lead: ParsedCreateLeadRequest | null;
  /** Why the row cannot be imported (each a field and the form's message). */
  errors: RowIssue[];
  /** What was read differently or left out; the row still imports. */
  warnings: RowIssue[];
  /** Set on rows that repeat an earlier row or (after `markExistingDuplicates`) a lead on file. */
  duplicateOf: RowDuplicate | null;
};

function raggedWarning(cells: number, columns: number): RowIssue {
  const rest = cells > columns ? 'the extra cells were ignored' : 'the missing cells were read as empty';
  return { field: 'row', message: `This row has ${cells} cells and the header has ${columns}; ${rest}` };
}

const orNull = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

/**
 * Each record through the column mapping and then `createLeadRequest`, the Add Lead form's own schema, so
 * an imported lead passes exactly the rules a typed one does. Repeats within the file are marked.
 */
export function validateRows(
  records: readonly CsvRecord[],
  columns: ColumnMapping,
  defaults: RowDefaults = {},
): ValidatedRow[] {
  const rows = records.map((record): ValidatedRow => {
    const draft = rowToLead(record.values, columns, defaults);
    const warnings = [...draft.warnings];
    if (record.values.length !== columns.length) warnings.push(raggedWarning(record.values.length, columns.length));
    const parsed = createLeadRequest.safeParse(draft.input);
    const errors: RowIssue[] = draft.nameError ? [draft.nameError] : [];
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        // A one-word Name already says what is missing.
        if (draft.nameError && (field === 'firstName' || field === 'lastName')) continue;
        if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
      }
    }
    const lead = parsed.success && errors.length === 0 ? parsed.data : null;
    return {
      line: record.line,
      firstName: lead?.firstName ?? orNull(draft.input.firstName),
      lastName: lead?.lastName ?? orNull(draft.input.lastName),
      email: lead?.email ?? orNull(draft.input.email),
      phone: lead ? (lead.phone ?? null) : orNull(draft.input.phone),
      lead,
      errors,
      warnings,
      duplicateOf: null,
    };
  });
  return markFileDuplicates(rows);
}
