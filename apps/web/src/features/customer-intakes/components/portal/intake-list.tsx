import { useInfiniteQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { intakesQuery, type IntakeFilters } from '../../api';
import { IntakeCard } from './intake-card';

/** The filtered intakes, newest first, 100 at a time with 'Load more' (spec §2). */
export function IntakeList({ filters }: { filters: IntakeFilters }) {
  const query = useInfiniteQuery(intakesQuery(filters));
  const intakes = query.data?.pages.flat();
  const filtered = filters.status !== 'all' || filters.priority !== 'all';

  if (query.isPending) return <Spinner label="Loading customer intakes…" className="py-16" />;
  // A failed 'Load more' keeps the intakes already shown; only a failed first page replaces them.
  if ((query.isError && !query.isFetchNextPageError) || !intakes) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">Unable to load customer intakes</p>
        <p className="mt-1 text-sm">Check your connection and try again.</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (intakes.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-10 text-center">
        <ClipboardList aria-hidden className="size-9 text-slate-400" />
        <h3 className="text-lg font-semibold text-slate-900">No Customer Intakes</h3>
        <p className="text-sm text-slate-600">
          {filtered
            ? 'No intakes match your current filters.'
            : 'Generate a form link to start collecting customer information.'}
        </p>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {intakes.length} {intakes.length === 1 ? 'intake' : 'intakes'}
      </p>
      <ul className="grid gap-4 xl:grid-cols-2" aria-label="Customer intakes">
        {intakes.map((intake) => (
          <li key={intake.id}>
            <IntakeCard intake={intake} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        // E.g. the last intake shown was deleted meanwhile (the server's "page link has expired"):
        // reloading starts again from the newest, with cursors from the current list.
        <div role="alert" className="flex flex-col items-center gap-3 text-center text-sm text-red-800">
          <p>{serverMessage(query.error, 'Unable to load more intakes. Reload the list.')}</p>
          <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
            Reload list
          </Button>
        </div>
      ) : (
        query.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
