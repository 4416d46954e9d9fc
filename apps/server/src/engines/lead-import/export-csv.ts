import { Readable, pipeline } from 'node:stream';
import type { Lead } from '@bluebonnet/contracts';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { leadExportColumns } from './export-columns';

export type LeadsCsvOptions = {
  /** The realtor's time zone, for the Created date. Default Central (DFW). */
  timeZone?: string;
};

const DEFAULT_TIME_ZONE = 'America/Chicago';

/**
 * What Excel opens cleanly: a BOM so names like José survive, CRLF line ends, and csv-stringify's formula
 * guard (a cell starting with = + - @ tab or CR gets a leading ' so a spreadsheet never runs it; the
 * import takes the ' off again).
 */
const csvOptions: Options = {
  bom: true,
  header: true,
  columns: leadExportColumns.map((c) => c.header),
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  escape_formulas: true,
};

function leadRow(lead: Lead, timeZone: string): string[] {
  return leadExportColumns.map((c) => c.cell(lead, timeZone));
}

/** The whole export as one string (for small lists and tests). */
export function leadsToCsv(leads: readonly Lead[], opts: LeadsCsvOptions = {}): string {
  const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  return stringifySync(
    leads.map((lead) => leadRow(lead, timeZone)),
    csvOptions,
  );
}

/**
 * The export as a stream, for a realtor with thousands of leads: pass the pages as they are read. An error
 * in the source destroys the returned stream, so the response ends instead of hanging.
 */
export function leadsToCsvStream(leads: Iterable<Lead> | AsyncIterable<Lead>, opts: LeadsCsvOptions = {}): Readable {
  const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  const out = stringify(csvOptions);
  const rows = Readable.from(leads).map((lead: Lead) => leadRow(lead, timeZone));
  pipeline(rows, out, () => {
    // pipeline has already destroyed `out` with the error; whoever reads `out` sees it there.
  });
  return out;
}
