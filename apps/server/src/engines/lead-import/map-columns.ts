import { importableLeadFields, type ImportableLeadField, type LeadSource } from '@bluebonnet/contracts';
import { fieldColumnNames, formatColumnNames, type ExportFormat } from './column-names';

/** Each column of the file and the lead field it fills (null: not imported). Same shape as the preview's. */
export type ColumnMapping = { header: string; field: ImportableLeadField | null }[];

/** "E-mail Address " → "emailaddress": header names compare without case, spaces or punctuation. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Picks a column for each field: the field's names in order, and for each name the leftmost column. */
export function mapColumns(headers: readonly string[]): ColumnMapping {
  const keys = headers.map(normalizeHeader);
  const fields: (ImportableLeadField | null)[] = headers.map(() => null);
  for (const field of importableLeadFields) {
    for (const name of fieldColumnNames[field]) {
      const at = keys.findIndex((key, i) => key === normalizeHeader(name) && fields[i] === null);
      if (at >= 0) {
        fields[at] = field;
        break;
      }
    }
  }
  return headers.map((header, i) => ({ header, field: fields[i] ?? null }));
}

/** Which CRM wrote the file, from its headers; 'CSV' when none fits clearly. */
export function detectFormat(headers: readonly string[]): ExportFormat | 'CSV' {
  const keys = new Set(headers.map(normalizeHeader));
  const count = (names: readonly string[]) => names.filter((n) => keys.has(normalizeHeader(n))).length;
  const scored = formatColumnNames
    .map((f) => ({
      format: f.format,
      distinctive: count(f.distinctive),
      score: 2 * count(f.distinctive) + count(f.typical),
    }))
    .filter((f) => f.distinctive >= 2)
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best || (next && next.score === best.score)) return 'CSV';
  return best.format;
}

/** Where a CRM's leads came from when its file has no Source column: every Zillow Premier Agent lead is Zillow's. */
export function defaultSourceFor(format: ExportFormat | 'CSV'): LeadSource | undefined {
  return format === 'Zillow Premier Agent' ? 'zillow' : undefined;
}
