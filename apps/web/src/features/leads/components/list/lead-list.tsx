import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { leadsQuery, type LeadListParams } from '../../api';
import { LeadRow } from './lead-row';

type LeadListProps = { params: LeadListParams; selectedId: number | null; onSelect: (id: number) => void };

/** The filtered leads, newest first, in a box of at most 600 px that scrolls (spec §2.2), 50 at a time. */
export function LeadList({ params, selectedId, onSelect }: LeadListProps) {
  // The old list stays while a new filter or search loads, instead of flashing a spinner per keystroke.
  const query = useInfiniteQuery({ ...leadsQuery(params), placeholderData: keepPreviousData });
  const leads = query.data?.pages.flat();
  const narrowed = params.filter !== 'all' || params.search !== '';

  if (query.isPending) return <Spinner label="Loading leads…" className="py-12" />;
  // A failed 'Load more' keeps the leads already shown; only a failed first page replaces them.
  if ((query.isError && !query.isFetchNextPageError) || !leads) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">Unable to load leads</p>
        <p className="mt-1">{serverMessage(query.error, 'Check your connection and try again.')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (leads.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 p-8 text-center">
        <Users aria-hidden className="size-8 text-slate-400" />
        <p className="font-semibold text-slate-900">No leads found</p>
        <p className="text-sm text-slate-600">
          {narrowed ? 'No leads match this filter or search.' : 'Add your first lead to start tracking it here.'}
        </p>
      </div>
    );
  }
  return (
    <div data-testid="lead-list" aria-busy={query.isPlaceholderData} className="max-h-[600px] overflow-y-auto pr-1">
      <p className="sr-only" aria-live="polite">
        Showing {leads.length} {leads.length === 1 ? 'lead' : 'leads'}
      </p>
      <ul className="space-y-2" aria-label="Leads">
        {leads.map((lead) => (
          <li key={lead.id}>
            <LeadRow lead={lead} selected={lead.id === selectedId} onSelect={onSelect} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        // E.g. the last lead shown was deleted meanwhile: reloading starts again from the newest.
        <div role="alert" className="mt-3 flex flex-col items-center gap-2 text-center text-sm text-red-800">
          <p>{serverMessage(query.error, 'Unable to load more leads. Reload the list.')}</p>
          <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
            Reload list
          </Button>
        </div>
      ) : (
        query.hasNextPage && (
          <div className="mt-3 flex justify-center">
            <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
