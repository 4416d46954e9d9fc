import type { ReactNode } from 'react';
import type { GeneratedClause } from '@bluebonnet/contracts';
import { formatTitle } from '@bluebonnet/domain';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';

/** A suggested clause: its words (copyable), why, where it goes and how negotiable it is. */
export function ClauseCard({ clause, children }: { clause: GeneratedClause; children?: ReactNode }) {
  // The library writes titles in sentence case; headline capitals keep "Buyer's" and "TREC 10-6" intact.
  const name = formatTitle(clause.type);
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{name}</h4>
        <CopyButton text={clause.clause} label={`Copy clause ${name}`}>
          Copy
        </CopyButton>
      </div>
      <blockquote className="mt-3 rounded-lg border-l-4 border-bonnet-300 bg-bonnet-50/60 p-3 text-sm whitespace-pre-wrap text-slate-900">
        {clause.clause}
      </blockquote>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-slate-600">Purpose</dt>
        <dd className="text-slate-800">{clause.purpose}</dd>
        <dt className="text-slate-600">Placement</dt>
        <dd className="text-slate-800">{clause.placement}</dd>
        <dt className="text-slate-600">Negotiability</dt>
        <dd>
          <Badge>{clause.negotiability}</Badge>
        </dd>
      </dl>
      {children}
    </li>
  );
}
