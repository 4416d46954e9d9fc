import { createReadStream } from 'node:fs';
import type { AppContext } from '../../app-context';
import { trecSampleFile } from '../../config/paths';
import { AppError } from '../../lib/app-error';
import type { Feature } from '../../lib/feature';
import type { AccountsService } from '../auth/index';
import { RealtorLicenses } from './realtor-licenses';
import { currentDatasetRun } from './sync-runs.repository';
import { downloadSource } from './trec-download';
import { TrecImportService } from './trec-import.service';
import { trecLicenseRoutes } from './trec-licenses.routes';
import { TrecLicensesService } from './trec-licenses.service';

/** Spec platform §8: TREC data synchronises every 24 hours. */
const SYNC_EVERY_MINUTES = 24 * 60;

const isConflict = (err: unknown) => err instanceof AppError && err.code === 'conflict';

/**
 * TREC license data: imports of the license-holder file (download, upload, the bundled sample), the
 * daily sync, the verification tool, and each realtor's own license check.
 */
export function createTrecLicensesFeature(ctx: AppContext, deps: { accounts: AccountsService }): Feature {
  const db = ctx.database.db;
  const downloadUrl = ctx.env.TREC_DATA_URL === 'off' ? null : ctx.env.TREC_DATA_URL;
  const realtors = new RealtorLicenses(db, deps.accounts, ctx.clock);
  const importer = new TrecImportService(
    ctx.database,
    ctx.clock,
    async () => void (await realtors.checkAll()),
    (msg, err) => ctx.log.error(msg, err),
  );
  const licenses = new TrecLicensesService(db);
  deps.accounts.onRegistered((userId) => realtors.checkUser(userId));

  return {
    name: 'trec-licenses',
    routes: (route) =>
      trecLicenseRoutes(route, {
        db,
        accounts: deps.accounts,
        licenses,
        importer,
        downloadUrl,
        lookupsPerMinute: ctx.env.RATE_LIMIT_LICENSE_LOOKUPS_PER_MINUTE,
      }),
    service: undefined,
    jobs: downloadUrl
      ? [
          {
            name: 'trec-sync',
            everyMinutes: SYNC_EVERY_MINUTES,
            run: async () => {
              const run = await importer
                .start(
                  { trigger: 'schedule', source: downloadUrl, isSample: false, startedBy: null, dataDate: null },
                  downloadSource(downloadUrl),
                  { wait: true },
                )
                .catch((err: unknown) => {
                  if (isConflict(err)) return null; // another process's sync is under way
                  throw err;
                });
              return run?.rowsImported;
            },
          },
        ]
      : [],
    // Until TREC's file has been imported, the tools run on the bundled sample and say so.
    async prepare() {
      await importer.recoverInterrupted();
      if (!(await currentDatasetRun(db))) {
        await importer
          .start(
            { trigger: 'sample', source: 'trec-sample.txt', isSample: true, startedBy: null, dataDate: null },
            async () => ({ bytes: createReadStream(trecSampleFile), dataDate: null }),
            { wait: true },
          )
          .catch((err: unknown) => {
            if (!isConflict(err)) throw err; // another process is loading it
          });
      }
      await realtors.checkAll({ uncheckedOnly: true });
    },
    close: () => importer.close(),
  };
}
