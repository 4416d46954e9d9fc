import { Database, FlaskConical } from 'lucide-react';
import type { TrecDataSource } from '@bluebonnet/contracts';
import { cn } from '@/lib/cn';
import { licenseCountText, sourceLine } from '../labels';

/** The line under every answer: which data it came from, how old, and how many licenses it holds. */
export function SourceNote({ source, className }: { source: TrecDataSource; className?: string }) {
  const sample = source.kind === 'sample';
  const Icon = sample ? FlaskConical : Database;
  return (
    <p
      className={cn(
        'flex items-start gap-2 text-xs',
        sample ? 'rounded-lg bg-amber-100 px-2.5 py-1.5 font-medium text-amber-900' : 'text-slate-600',
        className,
      )}
    >
      <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        Source: {sourceLine(source)}
        {source.kind !== 'none' && ` · ${licenseCountText(source.totalLicenses)}`}
      </span>
    </p>
  );
}
