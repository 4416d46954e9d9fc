import { useId } from 'react';
import { BadgeCheck, CalendarClock, Database, RefreshCw } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { TrecStats } from '@bluebonnet/contracts';
import { formatCount, sourceLine } from '@/features/trec-licenses';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { trecStatsQuery } from '../trec-api';
import { syncStatusBadge } from '../trec-labels';
import { TrecRunProgress } from './trec-run-progress';
import { TrecSyncControls } from './trec-sync-controls';
import { TrecSyncLog } from './trec-sync-log';

/** Spec platform §2: the license data's size and freshness, Force Sync, an upload, and every import's log. */
export function TrecSystemPanel() {
  const titleId = useId();
  const stats = useQuery(trecStatsQuery);
  return (
    <Card>
      <section aria-labelledby={titleId} className="space-y-5 p-5 sm:p-6">
        <div>
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <BadgeCheck aria-hidden className="size-5 text-bonnet-700" />
            TREC License System
          </h2>
          <p className="text-sm text-slate-600">
            The license-holder data behind TREC Verification and the license checks of registered realtors.
          </p>
        </div>
        {stats.isPending && <Spinner label="Loading TREC license data…" className="py-8" />}
        {stats.isError && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">Unable to load TREC license data</p>
            <p className="mt-1 text-sm">{stats.error.message}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void stats.refetch()}>
              Try Again
            </Button>
          </div>
        )}
        {stats.data && <TrecStatsView stats={stats.data} />}
        {stats.data && <TrecSyncControls stats={stats.data} />}
        <TrecSyncLog />
      </section>
    </Card>
  );
}

function TrecStatsView({ stats }: { stats: TrecStats }) {
  const status = syncStatusBadge(stats.syncStatus);
  const cards = [
    { label: 'Total Licenses', value: formatCount(stats.totalLicenses), icon: Database },
    { label: 'Active Licenses', value: formatCount(stats.activeLicenses), icon: BadgeCheck },
    { label: 'Last Sync', value: formatDateTime(stats.lastSyncDate) ?? 'Never', icon: CalendarClock },
  ];
  const { realtors } = stats;
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ label, value, icon: Icon }) => (
          <li key={label} className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3">
            <Icon aria-hidden className="size-5 shrink-0 text-bonnet-700" />
            <p className="flex flex-col-reverse">
              <span className="text-sm text-slate-600">{label}</span>
              <span className="text-lg font-bold text-slate-900 tabular-nums">{value}</span>
            </p>
          </li>
        ))}
        <li className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3">
          <RefreshCw aria-hidden className="size-5 shrink-0 text-bonnet-700" />
          <p className="flex flex-col-reverse items-start gap-1">
            <span className="text-sm text-slate-600">Sync Status</span>
            <Badge tone={status.tone}>{status.label}</Badge>
          </p>
        </li>
      </ul>
      <p className={stats.source.kind === 'sample' ? 'text-sm font-medium text-amber-900' : 'text-sm text-slate-700'}>
        Data source: {sourceLine({ ...stats.source, dataDate: stats.source.dataDate ?? stats.dataDate })}
        {stats.rowsRejected > 0 && ` · ${formatCount(stats.rowsRejected)} rows rejected in the last import`}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <li>
          Realtors verified active: {formatCount(realtors.verifiedActive)} of {formatCount(realtors.withLicenseNumber)}
        </li>
        <li>Realtors whose license is not active: {formatCount(realtors.notActive)}</li>
        <li>Realtors whose license number was not found: {formatCount(realtors.notFound)}</li>
      </ul>
      {stats.currentRun?.status === 'in_progress' && <TrecRunProgress run={stats.currentRun} />}
    </div>
  );
}
