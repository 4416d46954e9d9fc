import { type ImportPreview, LEAD_IMPORT_PREVIEW_ROWS, type LeadImport } from '@bluebonnet/contracts';
import type { Db } from '../../db/client';
import {
  countRows,
  detectFormat,
  LeadImportError,
  mapColumns,
  markExistingDuplicates,
  type ParsedCsv,
  parseLeadCsv,
  toPreviewRow,
  validateRows,
} from '../../engines/lead-import/index';
import { AppError, notFound } from '../../lib/app-error';
import type { CsvUpload } from './csv-upload';
import { type ImportRunner, leadsOnFile } from './lead-import.runner';
import { failStaleImports, findImport, insertImport, runningImport } from './lead-imports.repository';
import { toLeadImport } from './leads.mapper';

/** A run still "running" after this long died with the server that ran it (a run takes seconds). */
const STALE_AFTER_MS = 30 * 60_000;
const ALREADY_RUNNING = 'An import is already running for your leads. Wait for it to finish, then start the next one.';
const INTERRUPTED = 'The server restarted during the import. Nothing was imported; start the import again.';

/** Why a whole file cannot be read, as the HTTP answer the preview gives. */
export function fileError(err: unknown): AppError | null {
  if (!(err instanceof LeadImportError)) return null;
  return new AppError(err.code === 'too_large' ? 'payload_too_large' : 'bad_request', err.message);
}

/** CSV import: the preview of a file, and runs that import it in the background with progress. */
export class LeadImportService {
  /** Realtors with a run in this process (the database check covers other processes). */
  private readonly running = new Set<number>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly runner: ImportRunner,
    private readonly clock: () => Date,
    private readonly singleProcess: boolean,
  ) {}

  /** What importing the file would do: its columns, the first rows with their problems, and the counts. */
  async preview(realtorId: number, upload: CsvUpload): Promise<ImportPreview> {
    const rows = await this.validate(realtorId, upload);
    const headers = rows.columns.map((c) => c.header);
    return {
      fileName: upload.fileName,
      format: detectFormat(headers),
      columns: rows.columns,
      ...countRows(rows.rows),
      rows: rows.rows.slice(0, LEAD_IMPORT_PREVIEW_ROWS).map(toPreviewRow),
    };
  }

  /** Records the run and answers at once; the rows are validated and stored in the background. */
  async start(realtorId: number, upload: CsvUpload): Promise<LeadImport> {
    // Claimed before the first await, so two uploads at once cannot both start.
    if (this.running.has(realtorId)) throw new AppError('conflict', ALREADY_RUNNING);
    this.running.add(realtorId);
    try {
      const since = new Date(this.clock().getTime() - STALE_AFTER_MS);
      if (await runningImport(this.db, realtorId, since)) throw new AppError('conflict', ALREADY_RUNNING);
      const row = await insertImport(this.db, realtorId, upload.fileName, this.clock());
      // After this request has been answered: parsing a big file takes a moment of CPU.
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => this.runner.run(row.id, realtorId, upload.bytes))
        .finally(() => {
          this.running.delete(realtorId);
          this.inFlight.delete(work);
        });
      this.inFlight.add(work);
      return toLeadImport(row);
    } catch (err) {
      this.running.delete(realtorId);
      throw err;
    }
  }

  async status(realtorId: number, importId: number): Promise<LeadImport> {
    const row = await findImport(this.db, realtorId, importId);
    if (!row) throw notFound('Import');
    return toLeadImport(row);
  }

  /** At start: runs a stopped server left 'running' are marked failed (their transaction never committed). */
  async failInterrupted(): Promise<void> {
    const now = this.clock();
    const before = this.singleProcess ? now : new Date(now.getTime() - STALE_AFTER_MS);
    await failStaleImports(this.db, before, INTERRUPTED, now);
  }

  /** At shutdown: lets running imports finish, so none is cut off mid-transaction. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async validate(realtorId: number, upload: CsvUpload) {
    const parsed = readFile(upload.bytes);
    const columns = mapColumns(parsed.headers);
    const rows = validateRows(parsed.records, columns);
    return { columns, rows: markExistingDuplicates(rows, await leadsOnFile(this.db, realtorId)) };
  }
}

/** The file's rows, or the 400 (413) that says why it cannot be a lead list. */
function readFile(bytes: Buffer): ParsedCsv {
  try {
    return parseLeadCsv(bytes);
  } catch (err) {
    throw fileError(err) ?? err;
  }
}
