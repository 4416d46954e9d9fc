import { Fragment, useId, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { TrecSyncRun } from '@bluebonnet/contracts';
import { formatCount } from '@/features/trec-licenses';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { trecSyncRunsQuery } from '../trec-api';
import { syncStatusBadge, triggerLabels } from '../trec-labels';

const columns = ['Started', 'Trigger', 'Source', 'Status', 'Read', 'Imported', 'Rejected', 'Message'];

/** Every import, newest first; a row with rejected rows opens to show the first ones with their lines. */
export function TrecSyncLog() {
  const titleId = useId();
  const runs = useQuery(trecSyncRunsQuery);
  return (
    <div className="space-y-2">
      <h3 id={titleId} className="text-sm font-semibold text-slate-800">
        Sync log
      </h3>
      {runs.isPending && <p className="text-sm text-slate-600">Loading the sync log…</p>}
      {runs.isError && (
        <p role="alert" className="text-sm text-red-700">
          Unable to load the sync log.
        </p>
      )}
      {runs.data?.runs.length === 0 && <p className="text-sm text-slate-600">No imports yet.</p>}
      {runs.data && runs.data.runs.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table aria-labelledby={titleId} className="w-full min-w-[56rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 whitespace-nowrap">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {runs.data.runs.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function RunRow({ run }: { run: TrecSyncRun }) {
  const [open, setOpen] = useState(false);
  const errorsId = useId();
  const status = syncStatusBadge(run.status);
  const started = formatDateTime(run.startedAt) ?? run.startedAt;
  const count = (n: number) => <td className="px-3 py-2 text-right text-slate-700 tabular-nums">{formatCount(n)}</td>;
  return (
    <Fragment>
      <tr>
        <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap text-slate-900">
          {run.errors.length > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2"
              aria-expanded={open}
              aria-controls={errorsId}
              aria-label={`${started}: ${open ? 'hide' : 'show'} rejected rows`}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
              {started}
            </Button>
          ) : (
            started
          )}
        </th>
        <td className="px-3 py-2 whitespace-nowrap text-slate-700">
          {triggerLabels[run.trigger]}
          {run.startedBy && <span className="block text-xs text-slate-500">{run.startedBy}</span>}
        </td>
        <td className="max-w-56 px-3 py-2 break-all text-slate-700">{run.source}</td>
        <td className="px-3 py-2">
          <Badge tone={status.tone}>{status.label}</Badge>
        </td>
        {count(run.rowsRead)}
        {count(run.rowsImported)}
        {count(run.rowsRejected)}
        <td className="px-3 py-2 text-slate-700">{run.message ?? <span className="text-slate-500">—</span>}</td>
      </tr>
      {open && (
        <tr id={errorsId} className="bg-slate-50">
          <td colSpan={columns.length} className="px-3 py-2">
            <ul aria-label="Rejected rows" className="space-y-1 text-sm text-slate-700">
              {run.errors.map((error) => (
                <li key={`${error.line}-${error.message}`}>
                  <span className="font-medium text-slate-900">Line {formatCount(error.line)}:</span> {error.message}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
