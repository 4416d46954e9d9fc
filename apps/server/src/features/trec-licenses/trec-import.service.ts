import type { TrecSyncRun } from '@bluebonnet/contracts';
import { formatLongDate } from '@bluebonnet/domain';
import type { Database } from '../../db/client';
import type { TrecSyncRunRow } from '../../db/schema/index';
import { readTrecSourceInBatches } from '../../engines/trec-import/index';
import { AppError } from '../../lib/app-error';
import { createImportLeases, type ImportLeases, type Lease } from './import-lease';
import { ImportFailure, type OpenedSource, type SourceOpener } from './import-source';
import { newestDate, toLicenseRow } from './license-rows';
import { analyzeLicenses, deleteDataset, deleteOlderDatasets, insertLicenses } from './licenses.repository';
import {
  currentDatasetRun,
  findRun,
  insertRun,
  type NewRun,
  runInProgress,
  runsInProgress,
  toRunDto,
  updateRun,
} from './sync-runs.repository';

/** Rows per INSERT: 21 columns × 3,000 stays under PostgreSQL's 65,535 parameters per statement. */
const BATCH_ROWS = 3000;
const ERRORS_KEPT = 100;
/** A new file with under half the rows of the current TREC data is taken to be cut short. */
const MIN_SHARE_OF_CURRENT = 0.5;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}

/**
 * Imports TREC license files. Each import writes its rows under its own run id (the staging set) and
 * becomes the data readers see in one statement, when its run is marked successful; anything short of
 * that leaves the previous data in place (decision 020). One import at a time, across processes.
 */
export class TrecImportService {
  private running: Promise<void> | null = null;
  private readonly abort = new AbortController();
  private readonly leases: ImportLeases;

  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
    private readonly afterSwap: () => Promise<void>,
    private readonly log: (msg: string, err: unknown) => void,
  ) {
    this.leases = createImportLeases(database);
  }

  private get db() {
    return this.database.db;
  }

  /**
   * Starts an import in the background and answers with its run at once; 409 while another runs.
   * `wait` makes the caller wait for the end (the sample at first start, the daily job).
   */
  async start(run: NewRun, open: SourceOpener, options: { wait?: boolean } = {}): Promise<TrecSyncRun> {
    const lease = await this.leases.tryAcquire();
    if (!lease) throw new AppError('conflict', alreadyRunning(await runInProgress(this.db)));
    let row: TrecSyncRunRow;
    try {
      await this.recoverHolding(); // we hold the lease: any run still marked in progress is dead
      row = await insertRun(this.db, run, this.clock());
    } catch (err) {
      await lease.release();
      if (isUniqueViolation(err)) throw new AppError('conflict', alreadyRunning(await runInProgress(this.db)));
      throw err;
    }
    const work = this.execute(row, open, lease).finally(async () => {
      await lease.release();
      if (this.running === work) this.running = null;
    });
    this.running = work;
    if (options.wait) await work;
    return toRunDto(options.wait ? ((await findRun(this.db, row.id)) ?? row) : row);
  }

  /**
   * Marks runs left in progress by a process that died (killed mid-import) as failed and drops their
   * rows; they never replaced the current data. Does nothing while an import is alive anywhere.
   */
  async recoverInterrupted(): Promise<void> {
    const lease = await this.leases.tryAcquire();
    if (!lease) return;
    try {
      await this.recoverHolding();
    } finally {
      await lease.release();
    }
  }

  private async recoverHolding(): Promise<void> {
    for (const run of await runsInProgress(this.db)) {
      await deleteDataset(this.db, run.id);
      await updateRun(this.db, run.id, {
        status: 'failed',
        finishedAt: this.clock(),
        message: `Interrupted after ${run.rowsImported.toLocaleString('en-US')} rows: the server stopped during the import. ${await this.keptSentence()}`,
      });
    }
  }

  /** Waits for the import under way in this process, if any (shutdown stops it first). */
  async close(): Promise<void> {
    this.abort.abort();
    await this.running?.catch(() => {});
  }

  private async execute(run: TrecSyncRunRow, open: SourceOpener, lease: Lease): Promise<void> {
    let opened: OpenedSource | null = null;
    try {
      opened = await open(this.abort.signal);
      await this.importRows(run, opened, lease);
    } catch (err) {
      if (!(err instanceof ImportFailure)) this.log('TREC import failed', err);
      const reason = err instanceof ImportFailure || err instanceof AppError ? err.message : failureText(err);
      await deleteDataset(this.db, run.id);
      await updateRun(this.db, run.id, {
        status: 'failed',
        finishedAt: this.clock(),
        message: `${reason} ${await this.keptSentence()}`,
      });
    } finally {
      await opened?.cleanup?.().catch(() => {});
    }
  }

  private async importRows(run: TrecSyncRunRow, opened: OpenedSource, lease: Lease): Promise<void> {
    const today = this.clock().toISOString().slice(0, 10);
    let imported = 0;
    let newest: string | null = null;
    const summary = await readTrecSourceInBatches(opened.bytes, {
      batchSize: BATCH_ROWS,
      maxErrorsKept: ERRORS_KEPT,
      onRows: async (rows) => {
        if (this.abort.signal.aborted) throw new ImportFailure('Stopped: the server shut down during the import.');
        await insertLicenses(
          this.db,
          rows.map((r) => toLicenseRow(run.id, r)),
        );
        imported += rows.length;
        newest = newestDate(rows, today, newest);
        await updateRun(this.db, run.id, { heartbeatAt: this.clock(), rowsRead: imported, rowsImported: imported });
      },
    });
    const errors = summary.errors.map((e) => ({ line: e.line, message: e.message }));
    const counts = {
      rowsRead: summary.rowsRead,
      rowsImported: summary.imported,
      rowsRejected: summary.rejected,
      errors,
    };
    await updateRun(this.db, run.id, counts);
    if (summary.truncated) {
      throw new ImportFailure(
        'The file ends in the middle of a row, so the download or upload is incomplete; nothing was changed.',
      );
    }
    if (summary.imported === 0) throw new ImportFailure("The file holds no license rows TREC's layout describes.");
    const current = await currentDatasetRun(this.db);
    if (current && !current.isSample && summary.imported < current.rowsImported * MIN_SHARE_OF_CURRENT) {
      throw new ImportFailure(
        `Only ${summary.imported.toLocaleString('en-US')} licenses read, against ${current.rowsImported.toLocaleString('en-US')} in the current data: the file looks incomplete, so it was not used.`,
      );
    }
    // Statistics first, so the first lookups on the new rows are planned for their real size.
    await analyzeLicenses(this.db);
    // The swap: from this statement on, readers see the new rows.
    await updateRun(this.db, run.id, {
      ...counts,
      status: 'success',
      finishedAt: this.clock(),
      heartbeatAt: this.clock(),
      activeLicenses: summary.activeRows,
      // The answer's Last-Modified, else the newest license date in the file: within a day of TREC's
      // daily publication. The sample's dates are made up, so it has none.
      dataDate: run.isSample ? null : (opened.dataDate ?? run.dataDate ?? newest),
      message: importedText(summary),
    });
    // The next import may start now: the cleanup below only touches datasets older than this one.
    await lease.release();
    await deleteOlderDatasets(this.db);
    await this.afterSwap().catch((err: unknown) => this.log('license re-check after TREC import failed', err));
  }

  private async keptSentence(): Promise<string> {
    const current = await currentDatasetRun(this.db);
    if (!current) return 'No license data is loaded yet.';
    const when = current.finishedAt ? ` imported ${formatLongDate(current.finishedAt.toISOString().slice(0, 10))}` : '';
    return current.isSample
      ? 'The sample data stays in use.'
      : `The current data (${current.rowsImported.toLocaleString('en-US')} licenses${when}) is kept.`;
  }
}

function importedText(summary: { imported: number; activeRows: number; rejected: number }): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const rejected =
    summary.rejected > 0 ? ` ${n(summary.rejected)} rows could not be read and were skipped (listed below).` : '';
  return `Imported ${n(summary.imported)} licenses, ${n(summary.activeRows)} of them active.${rejected}`;
}

function alreadyRunning(other: TrecSyncRunRow | undefined): string {
  if (!other) return 'A TREC sync is already running. Wait for it to finish.';
  const started = other.startedAt.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Chicago',
  });
  return `A TREC sync is already running (started ${started}, ${other.rowsImported.toLocaleString('en-US')} rows so far). Wait for it to finish.`;
}

/** An unexpected failure in plain words (the details go to the server log). */
function failureText(err: unknown): string {
  const name = (err as { name?: string }).name;
  if (name === 'AbortError') return 'Stopped: the server shut down during the import.';
  return 'The import failed on the server.';
}
