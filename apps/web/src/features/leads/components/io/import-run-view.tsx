import { useId } from 'react';
import type { LeadImport } from '@bluebonnet/contracts';
import { Progress } from '@/components/ui/progress';
import { REJECTED_SHOWN } from './constants';
import { plural } from './labels';

function ImportProgress({ run }: { run: LeadImport }) {
  const percent = run.totalRows > 0 ? Math.round((run.processedRows / run.totalRows) * 100) : 0;
  const text = `${run.processedRows.toLocaleString('en-US')} of ${plural(run.totalRows, 'row')}`;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-900">Importing leads… {text}</p>
      <Progress value={percent} label="Import progress" valueText={text} />
      <p className="text-xs text-slate-600">You can close this window; the import carries on and the list updates.</p>
    </div>
  );
}

function ImportReport({ run }: { run: LeadImport }) {
  const headingId = useId();
  const failed = run.status === 'failed';
  const shown = run.rejected.slice(0, REJECTED_SHOWN);
  const more = run.rejectedCount - shown.length;
  const counts = [
    { label: 'Leads created', value: run.created },
    { label: 'Duplicates skipped', value: run.duplicates },
    { label: 'Rejected', value: run.rejectedCount },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {failed ? 'Import failed' : 'Import complete'}
      </h3>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {run.error ?? 'The import stopped before it finished.'} Fix the file and import it again.
        </p>
      )}
      <dl className="grid gap-2 sm:grid-cols-3">
        {counts.map(({ label, value }) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {shown.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Rejected rows</h4>
          <ul aria-label="Rejected rows" className="mt-1 space-y-1 text-sm text-slate-700">
            {shown.map(({ line, reason }) => (
              <li key={line}>
                <span className="font-medium">Line {line}:</span> {reason}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="mt-1 text-sm text-slate-600">and {more.toLocaleString('en-US')} more</p>}
        </div>
      )}
    </section>
  );
}

/** A running import's progress bar, then its report. */
export function ImportRunView({ run }: { run: LeadImport }) {
  return run.status === 'running' ? <ImportProgress run={run} /> : <ImportReport run={run} />;
}
