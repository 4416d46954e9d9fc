import type { ImportPreview } from '@bluebonnet/contracts';
import { plural } from './labels';

type Row = ImportPreview['rows'][number];

function RowCheck({ row }: { row: Row }) {
  if (row.errors.length > 0) {
    return (
      <ul className="space-y-0.5 text-red-700">
        {row.errors.map((issue, i) => (
          <li key={`${issue.field}-${i}`}>{issue.message}</li>
        ))}
      </ul>
    );
  }
  if (row.duplicateOf) return <span className="text-amber-700">Already in your leads: {row.duplicateOf.name}</span>;
  return <span className="text-emerald-700">Ready</span>;
}

const missing = <span className="text-slate-400">—</span>;

/** The first rows of the file as they will be read, each with its problems or its duplicate. */
export function ImportPreviewRows({ rows, totalRows }: { rows: Row[]; totalRows: number }) {
  if (rows.length === 0) return <p className="text-sm text-slate-700">The file has a header row but no leads.</p>;
  return (
    // Wide on a phone: the table scrolls sideways inside its own focusable box.
    <div role="region" aria-label="First rows of the file" tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="mb-1 text-left text-sm font-semibold text-slate-900">
          {rows.length === totalRows
            ? `All ${plural(totalRows, 'row')}`
            : `First ${rows.length} of ${totalRows.toLocaleString('en-US')} rows`}
        </caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Line
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Name
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Email
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Phone
            </th>
            <th scope="col" className="py-1 font-medium">
              Check
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {rows.map((row) => {
            const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
            return (
              <tr key={row.line}>
                <td className="py-1.5 pr-3 text-slate-600">{row.line}</td>
                <td className="py-1.5 pr-3 text-slate-900">{name || missing}</td>
                <td className="py-1.5 pr-3 break-all text-slate-900">{row.email || missing}</td>
                <td className="py-1.5 pr-3 whitespace-nowrap text-slate-900">{row.phone || missing}</td>
                <td className="py-1.5">
                  <RowCheck row={row} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
