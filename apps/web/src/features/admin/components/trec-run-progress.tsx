import { LoaderCircle } from 'lucide-react';
import type { TrecSyncRun } from '@bluebonnet/contracts';
import { formatCount } from '@/features/trec-licenses';
import { formatDateTime } from '@/lib/format';

/** The import going on now; the stats are polled every 2 s until it ends. */
export function TrecRunProgress({ run }: { run: TrecSyncRun }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-bonnet-200 bg-bonnet-50 p-4">
      <LoaderCircle aria-hidden className="mt-0.5 size-5 shrink-0 animate-spin text-bonnet-700" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-bonnet-900">Importing… {formatCount(run.rowsRead)} rows read</p>
        <p className="break-all text-slate-700">
          From {run.source}
          {formatDateTime(run.startedAt) && `, started ${formatDateTime(run.startedAt)}`}
        </p>
      </div>
    </div>
  );
}
