import type { TrecStats } from '@bluebonnet/contracts';
import type { Db } from '../../db/client';
import type { AccountsService } from '../auth/index';
import { currentDatasetRun, latestRuns, toRunDto } from './sync-runs.repository';
import { dataSourceOf } from './trec-licenses.service';

/** The admin panel's figures: spec platform §3 TREC stats, the run under way, and realtors' standing. */
export async function readTrecStats(db: Db, accounts: AccountsService, downloadUrl: string | null): Promise<TrecStats> {
  // One read of the latest runs gives the status and the run under way together, so they agree.
  const [current, latestTwo, users] = await Promise.all([
    currentDatasetRun(db),
    latestRuns(db, 2),
    accounts.listUsers(),
  ]);
  const [latest] = latestTwo;
  const running = latest?.status === 'in_progress' ? latest : undefined;
  const lastFinished = latestTwo.find((r) => r.status !== 'in_progress');
  const licensed = users.filter((u) => u.role === 'user' && u.trecLicenseNumber);
  return {
    totalLicenses: current?.rowsImported ?? 0,
    activeLicenses: current?.activeLicenses ?? 0,
    lastSyncDate: lastFinished?.finishedAt?.toISOString() ?? null,
    syncStatus: latest?.status ?? null,
    rowsImported: latest?.rowsImported ?? 0,
    rowsRejected: latest?.rowsRejected ?? 0,
    dataDate: current?.dataDate ?? null,
    source: dataSourceOf(current),
    currentRun: running ? toRunDto(running) : null,
    downloadUrl,
    realtors: {
      withLicenseNumber: licensed.length,
      verifiedActive: licensed.filter((u) => u.licenseStanding === 'active').length,
      notActive: licensed.filter((u) => u.licenseStanding !== null && u.licenseStanding !== 'active').length,
      notFound: licensed.filter((u) => u.licenseCheckedAt !== null && u.licenseStanding === null).length,
    },
  };
}
