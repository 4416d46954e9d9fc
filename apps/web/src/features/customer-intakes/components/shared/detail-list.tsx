import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type Detail = { label: string; value: ReactNode };

export const NOT_SPECIFIED = 'Not specified';

/** Label/value pairs; an empty value reads 'Not specified' (spec §2). */
export function DetailList({ items, className }: { items: Detail[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>
      {items.map(({ label, value }) => {
        const empty = value === null || value === undefined || value === '';
        return (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className={cn('mt-0.5 text-sm break-words', empty ? 'text-slate-500 italic' : 'text-slate-900')}>
              {empty ? NOT_SPECIFIED : value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
