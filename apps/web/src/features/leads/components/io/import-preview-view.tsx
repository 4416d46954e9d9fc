import type { ImportPreview } from '@bluebonnet/contracts';
import { ImportPreviewRows } from './import-preview-rows';
import { formatSentence, importFieldLabels, plural } from './labels';

/** What the file holds and what importing it would do, before anything is saved. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const { fileName, format, columns, totalRows, validRows, duplicateRows, invalidRows, rows } = preview;
  const counts = [
    { label: 'Ready to import', value: validRows, tone: 'text-emerald-700' },
    { label: 'Already in your leads (skipped)', value: duplicateRows, tone: 'text-amber-700' },
    { label: 'With problems (skipped)', value: invalidRows, tone: 'text-red-700' },
  ];
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm font-semibold break-all text-slate-900">{fileName}</p>
        <p className="text-sm text-slate-700">
          {formatSentence(format)} {plural(totalRows, 'row')} of leads.
        </p>
      </div>

      <dl className="grid gap-2 sm:grid-cols-3">
        {counts.map(({ label, value, tone }) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className={`text-xl font-semibold ${tone}`}>{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>

      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left text-sm font-semibold text-slate-900">Column mapping</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Column in your file
            </th>
            <th scope="col" className="py-1 font-medium">
              Imported as
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {columns.map(({ header, field }, index) => (
            <tr key={`${index}-${header}`}>
              <td className="py-1 pr-3 break-all text-slate-900">{header || '(no header)'}</td>
              <td className={field ? 'py-1 text-slate-900' : 'py-1 text-slate-500 italic'}>
                {field ? importFieldLabels[field] : 'Not imported'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ImportPreviewRows rows={rows} totalRows={totalRows} />
    </div>
  );
}
