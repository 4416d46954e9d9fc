import { useState } from 'react';
import { SkipLink } from '@/components/layouts/skip-link';
import { Card } from '@/components/ui/card';
import type { IntakeFilters as Filters } from '../../api';
import { IntakeCounters } from './intake-counters';
import { IntakeFilters } from './intake-filters';
import { IntakeList } from './intake-list';
import { MessagesSection } from './messages-section';
import { PortalHeader } from './portal-header';

/** /customer-intake-dashboard: counters, filters, intake cards and the messages list (spec §2). */
export function CustomerIntakePortal() {
  const [filters, setFilters] = useState<Filters>({ status: 'all', priority: 'all' });
  return (
    <div className="min-h-screen bg-slate-50">
      <title>Customer Intake Portal · Bluebonnet</title>
      <SkipLink />
      <PortalHeader />
      <main id="main" className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        <IntakeCounters />
        <section aria-labelledby="intakes-title" className="space-y-4">
          <h2 id="intakes-title" className="text-lg font-semibold text-slate-900">
            Customer Intakes
          </h2>
          <Card className="p-5">
            <IntakeFilters filters={filters} onChange={(change) => setFilters((f) => ({ ...f, ...change }))} />
          </Card>
          <IntakeList filters={filters} />
        </section>
        <MessagesSection />
      </main>
    </div>
  );
}
