import { useId, useRef, useState } from 'react';
import { BookOpen } from 'lucide-react';
import type { LeadListFilter } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import { useDebouncedValue } from '../use-debounced-value';
import { AddLeadDialog } from './add-lead/add-lead-dialog';
import { LeadDetail } from './detail/lead-detail';
import { NoLeadSelected } from './detail/no-lead-selected';
import { FollowUpsDue } from './follow-ups-due';
import { LeadsHowToGuide } from './how-to-guide';
import { LeadsIoToolbar } from './io/leads-io-toolbar';
import { LeadStatCards } from './lead-stat-cards';
import { LeadList } from './list/lead-list';
import { LeadListControls } from './list/lead-list-controls';

/** Below Tailwind's `lg` the list and the detail stack; a chosen lead is then scrolled into view. */
const STACKED_QUERY = '(max-width: 1023.98px)';

/** The Lead Management tool (spec §2.2, issue 8 parts 2, 3 and 5). */
export function LeadsPanel() {
  const guideId = useId();
  const [showGuide, setShowGuide] = useState(false);
  const [filter, setFilter] = useState<LeadListFilter>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);

  function select(id: number) {
    setSelectedId(id);
    // On a phone the detail sits under a long list: bring it up, or the tap seems to do nothing.
    if (typeof window.matchMedia === 'function' && window.matchMedia(STACKED_QUERY).matches) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  }

  return (
    <div className="min-w-0 space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">Lead Management</h2>
          <p className="mt-1 text-slate-600">
            Track every lead, log each touch, and follow explained AI insights to the next step.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            aria-expanded={showGuide}
            aria-controls={guideId}
            onClick={() => setShowGuide((v) => !v)}
          >
            <BookOpen aria-hidden />
            {showGuide ? 'Hide How-To Guide' : 'Show How-To Guide'}
          </Button>
          <AddLeadDialog onCreated={(lead) => select(lead.id)} />
          {/* Slot: the Import / Export / Inbound address toolbar (components/io); export follows filter and search. */}
          <LeadsIoToolbar filter={filter} search={search} />
        </div>
      </div>
      {showGuide && <LeadsHowToGuide id={guideId} />}
      <FollowUpsDue selectedId={selectedId} onSelect={select} />
      <LeadStatCards />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="min-w-0 space-y-4 p-4 sm:p-5">
          <h3 className="font-semibold text-slate-900">Leads</h3>
          <LeadListControls
            filter={filter}
            onFilterChange={setFilter}
            search={searchText}
            onSearchChange={setSearchText}
          />
          <LeadList params={{ filter, search }} selectedId={selectedId} onSelect={select} />
        </Card>
        <div ref={detailRef} className="min-w-0 scroll-mt-4">
          {selectedId === null ? (
            <NoLeadSelected />
          ) : (
            <LeadDetail key={selectedId} leadId={selectedId} onClose={() => setSelectedId(null)} />
          )}
        </div>
      </div>
    </div>
  );
}
