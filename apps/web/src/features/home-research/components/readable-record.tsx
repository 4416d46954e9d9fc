import { formatCurrency } from '@bluebonnet/domain';
import { humanizeKey } from '../labels';

const MONEY_KEY = /price|budget|cost|rent|value|amount|income|payment/i;
const NOT_MONEY_KEY = /score|percent|pct|ratio|rate|count|days|index|year/i;
const MAX_DEPTH = 4;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function formatNumber(key: string, value: number): string {
  if (MONEY_KEY.test(key) && !NOT_MONEY_KEY.test(key)) return formatCurrency(value);
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

function Value({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  if (value === null || value === undefined || value === '')
    return <span className="text-slate-500 italic">Not specified</span>;
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  if (typeof value === 'number') return <>{formatNumber(name, value)}</>;
  if (typeof value === 'string') return <>{value}</>;
  if (depth >= MAX_DEPTH) return <>{JSON.stringify(value)}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-slate-500 italic">None</span>;
    return (
      <ul className="list-disc space-y-1 pl-5">
        {value.map((item, i) => (
          <li key={i}>
            <Value name={name} value={item} depth={depth + 1} />
          </li>
        ))}
      </ul>
    );
  }
  if (isRecord(value)) return <ReadableRecord record={value} depth={depth + 1} />;
  return <>{String(value)}</>;
}

/**
 * An AI analysis object as a readable list of labelled values (nested lists for nested objects),
 * never raw JSON: money keys in USD without decimals, booleans as Yes/No.
 */
export function ReadableRecord({ record, depth = 0 }: { record: Record<string, unknown>; depth?: number }) {
  const entries = Object.entries(record);
  if (entries.length === 0) return <p className="text-sm text-slate-500 italic">Nothing recorded yet.</p>;
  return (
    <dl
      className={depth === 0 ? 'grid gap-3 text-sm sm:grid-cols-2' : 'mt-1 space-y-2 border-l-2 border-slate-100 pl-3'}
    >
      {entries.map(([key, value]) => {
        const wide =
          depth === 0 && (isRecord(value) || Array.isArray(value) || (typeof value === 'string' && value.length > 60));
        return (
          <div key={key} className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{humanizeKey(key)}</dt>
            <dd className="mt-0.5 break-words text-slate-900">
              <Value name={key} value={value} depth={depth} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
