import { useId } from 'react';
import { CalendarPlus } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { calendarFeedQuery } from '../../api';
import { CopyButton } from '@/components/ui/copy-button';
import { NewFeedAddressDialog } from './new-feed-address-dialog';

/** The private iCalendar feed, to subscribe in Google Calendar or Outlook. */
export function CalendarFeed() {
  const id = useId();
  const feed = useQuery(calendarFeedQuery);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <CalendarPlus aria-hidden className="size-4 text-bonnet-700" />
        Subscribe in Google Calendar / Outlook
      </h3>
      {feed.isPending && <p className="mt-2 text-sm text-slate-600">Loading your calendar link…</p>}
      {feed.isError && <p className="mt-2 text-sm text-slate-600">The calendar link is not available right now.</p>}
      {feed.data && (
        <>
          <Label htmlFor={id} className="mt-3 block">
            Calendar feed URL
          </Label>
          <div className="mt-1.5 flex gap-2">
            <Input
              id={id}
              readOnly
              value={feed.data.url}
              onFocus={(e) => e.target.select()}
              className="font-mono text-xs"
            />
            <CopyButton text={feed.data.url} label="Copy calendar link">
              Copy
            </CopyButton>
          </div>
          <p className="mt-2 text-xs text-slate-600">{feed.data.note}</p>
          <div className="mt-2">
            <NewFeedAddressDialog />
          </div>
        </>
      )}
    </section>
  );
}
