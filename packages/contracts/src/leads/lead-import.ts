import { z } from 'zod';
import { textId } from '../common/errors';

/** The lead fields a CSV column can fill. */
export const importableLeadFields = [
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'source',
  'status',
  'priority',
  'budget',
  'timeline',
  'propertyType',
  'preferredAreas',
  'preApproval',
  'nextFollowUpDate',
  'notes',
] as const;
export type ImportableLeadField = (typeof importableLeadFields)[number];

/** Largest CSV accepted (10,000 leads from a CRM export are about 2 MB). */
export const LEAD_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const LEAD_IMPORT_MAX_ROWS = 20_000;
export const LEAD_IMPORT_PREVIEW_ROWS = 10;

export const importColumn = z.object({
  header: z.string(),
  /** The lead field it fills, or null when the column is not imported. */
  field: z.enum(importableLeadFields).nullable(),
});

export const importRowIssue = z.object({ field: z.string(), message: z.string() });

export const importPreviewRow = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  errors: z.array(importRowIssue),
  /** The lead already on file with this email or phone, if any (the row will be skipped). */
  duplicateOf: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** POST /api/leads/import/preview: what the file holds and what importing it would do. */
export const importPreview = z.object({
  fileName: z.string(),
  /** Which export it looks like: 'Follow Up Boss', 'kvCORE', 'Zillow Premier Agent' or 'CSV'. */
  format: z.string(),
  columns: z.array(importColumn),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  duplicateRows: z.number().int(),
  invalidRows: z.number().int(),
  rows: z.array(importPreviewRow),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importStatuses = ['running', 'succeeded', 'failed'] as const;

/** An import run: the progress bar polls it, the report reads it when done. */
export const leadImport = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(importStatuses),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  created: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  rejectedCount: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type LeadImport = z.infer<typeof leadImport>;
export const importIdParam = z.object({ importId: textId('Not a valid import id') });
