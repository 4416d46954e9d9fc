import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ClipboardList, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/layouts/brand';
import { SkipLink } from '@/components/layouts/skip-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { researchProfilesQuery } from '../api';
import { DataSourceBadge } from './data-source-badge';
import { ProfileList } from './profile-list';
import { ResearchCounterCards } from './research-counter-cards';
import { StartResearchDialog } from './start-research-dialog';

/** /home-research-dashboard: data badge, Start New Research, counters and profile cards (spec §2). */
export function HomeResearchPage() {
  const profiles = useQuery(researchProfilesQuery);
  const [starting, setStarting] = useState(false);
  return (
    <div className="min-h-screen bg-slate-50">
      <title>Home Research Dashboard · Bluebonnet</title>
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <BrandMark size="md" />
            <div className="min-w-0">
              <h1 className="text-xl font-bold text-slate-900">Home Research Dashboard</h1>
              <p className="text-sm text-slate-600">AI property matches for your clients</p>
            </div>
          </div>
          <nav aria-label="Home research" className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <Button asChild variant="ghost" size="sm">
              <Link to="/realtor-dashboard">
                <ArrowLeft aria-hidden />
                Dashboard
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/customer-intake-dashboard">
                <ClipboardList aria-hidden />
                Customer Intakes
              </Link>
            </Button>
            <Button size="sm" onClick={() => setStarting(true)}>
              <Plus aria-hidden />
              Start New Research
            </Button>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        <DataSourceBadge />
        {profiles.isPending && <Spinner label="Loading research profiles…" className="py-24" />}
        {profiles.isError && (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
            <p className="font-semibold">Unable to load research profiles</p>
            <p className="mt-1 text-sm">Check your connection and try again.</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => void profiles.refetch()}>
              Try Again
            </Button>
          </div>
        )}
        {profiles.data && (
          <>
            <ResearchCounterCards profiles={profiles.data} />
            <section aria-labelledby="profiles-title" className="space-y-4">
              <h2 id="profiles-title" className="text-lg font-semibold text-slate-900">
                Research Profiles
              </h2>
              <ProfileList profiles={profiles.data} onStart={() => setStarting(true)} />
            </section>
          </>
        )}
      </main>
      <StartResearchDialog open={starting} onOpenChange={setStarting} />
    </div>
  );
}
