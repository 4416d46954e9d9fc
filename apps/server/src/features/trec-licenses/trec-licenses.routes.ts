import { trecLicenseEndpoints } from '@bluebonnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { AccountsService } from '../auth/index';
import { latestRuns, toRunDto } from './sync-runs.repository';
import { downloadSource } from './trec-download';
import type { TrecImportService } from './trec-import.service';
import type { TrecLicensesService } from './trec-licenses.service';
import { readTrecStats } from './trec-stats';
import { saveTrecUpload } from './trec-upload';

const SYNC_LOG_LENGTH = 30;

export type TrecRouteDeps = {
  db: Db;
  accounts: AccountsService;
  licenses: TrecLicensesService;
  importer: TrecImportService;
  /** Null when downloads are turned off. */
  downloadUrl: string | null;
  lookupsPerMinute: number;
};

const adminEmail = (request: FastifyRequest) => requireAuth(request).user.email;

export function trecLicenseRoutes(route: Route, deps: TrecRouteDeps): void {
  const { db, licenses, importer, downloadUrl } = deps;
  const rateLimit = { max: deps.lookupsPerMinute, timeWindow: '1 minute' };

  route(trecLicenseEndpoints.verify, ({ body }) => licenses.verify(body.licenseNumber), { rateLimit });

  route(trecLicenseEndpoints.source, () => licenses.source());

  route(trecLicenseEndpoints.searchByName, ({ query }) => licenses.searchByName(query), { rateLimit });

  route(trecLicenseEndpoints.stats, () => readTrecStats(db, deps.accounts, downloadUrl));

  route(trecLicenseEndpoints.syncRuns, async () => ({ runs: (await latestRuns(db, SYNC_LOG_LENGTH)).map(toRunDto) }));

  route(trecLicenseEndpoints.sync, async ({ request }) => {
    if (!downloadUrl) {
      throw new AppError('conflict', 'Downloads of TREC data are turned off on this server. Upload the file instead.');
    }
    const run = await importer.start(
      { trigger: 'admin', source: downloadUrl, isSample: false, startedBy: adminEmail(request), dataDate: null },
      downloadSource(downloadUrl),
    );
    return { success: true, message: 'Downloading the TREC license file; the figures update as it imports.', run };
  });

  route(trecLicenseEndpoints.upload, async ({ request }) => {
    const upload = await saveTrecUpload(request);
    try {
      const run = await importer.start(
        { trigger: 'upload', source: upload.fileName, isSample: false, startedBy: adminEmail(request), dataDate: null },
        upload.open,
      );
      return { success: true, message: `Importing ${upload.fileName}; the figures update as it goes.`, run };
    } catch (err) {
      await upload.discard();
      throw err;
    }
  });
}
