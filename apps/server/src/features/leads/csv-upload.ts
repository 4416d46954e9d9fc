import { LEAD_IMPORT_MAX_BYTES } from '@bluebonnet/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

export type CsvUpload = { fileName: string; bytes: Buffer };

const NOT_CSV =
  'Only CSV files can be imported. In Excel or Google Sheets, save or download the sheet as CSV (comma-separated) and upload that.';
const TOO_LARGE = `The file is larger than ${LEAD_IMPORT_MAX_BYTES / (1024 * 1024)} MB. Split it into smaller files.`;
const NO_FILE = 'Attach the CSV file in a field named "file".';

/** A .csv name, or a CSV content type (Windows browsers send .csv files as application/vnd.ms-excel). */
function isCsv(fileName: string, mimetype: string): boolean {
  return /\.csv$/i.test(fileName) || mimetype === 'text/csv' || mimetype === 'application/csv';
}

/**
 * The upload's "file" field, held in memory (at most LEAD_IMPORT_MAX_BYTES). Anything that is not a
 * CSV upload is the sender's mistake and answers 4xx, never 500.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  if (!request.isMultipart()) throw new AppError('bad_request', NO_FILE);
  try {
    const file = await request.file({ limits: { fileSize: LEAD_IMPORT_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new AppError('bad_request', NO_FILE);
    const fileName = (file.filename || 'leads.csv').slice(0, 255);
    if (!isCsv(fileName, file.mimetype)) throw new AppError('unsupported_media_type', NOT_CSV);
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new AppError('bad_request', 'The file is empty.');
    return { fileName, bytes };
  } catch (err) {
    // The multipart parser's own errors (a body cut short, a boundary that never closes) carry no
    // status and would answer 500; the size limit's error carries its 413.
    const status = (err as { statusCode?: unknown }).statusCode;
    if (status === 413) throw new AppError('payload_too_large', TOO_LARGE);
    if (err instanceof AppError || typeof status === 'number') throw err;
    throw new AppError('bad_request', 'The upload was incomplete or malformed. Choose the file and try again.');
  }
}
