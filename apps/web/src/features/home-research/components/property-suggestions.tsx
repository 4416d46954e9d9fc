import { useQuery } from '@tanstack/react-query';
import { Info, LoaderCircle, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { portfolioSamplesQuery, useGenerateMatches } from '../api';
import { isDemoListing, PropertyCard } from './property-card';

/** The profile's property suggestions, with a clear demo notice, and Generate Property Matches (spec §2). */
export function PropertySuggestions({ profileId }: { profileId: number }) {
  const samples = useQuery(portfolioSamplesQuery(profileId));
  const generate = useGenerateMatches(profileId);
  const anyDemo = samples.data?.some(isDemoListing) ?? false;

  const run = () =>
    generate.mutate(undefined, {
      onSuccess: (res) =>
        toast({ title: res.demo ? 'Demo Matches Generated' : 'Property Matches Generated', description: res.message }),
      onError: (err) =>
        toast({
          title: 'Match Generation Failed',
          description: serverMessage(err, 'Failed to generate property matches. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="suggestions-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="suggestions-title" className="text-base font-semibold text-slate-900">
          Property Suggestions
        </h3>
        <Button size="sm" disabled={generate.isPending} aria-busy={generate.isPending} onClick={run}>
          {generate.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
          Generate Property Matches
        </Button>
      </div>
      {anyDemo && (
        <p role="note" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            Demo listings: these sample homes are generated from bundled market data to show how matching works. They
            are not real homes for sale.
          </span>
        </p>
      )}
      {samples.isPending && <Spinner label="Loading property suggestions…" className="py-6" />}
      {samples.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Unable to load the property suggestions.
        </p>
      )}
      {samples.data?.length === 0 && (
        <p className="text-sm text-slate-600">No property suggestions yet. Generate property matches to find some.</p>
      )}
      {samples.data && samples.data.length > 0 && (
        <div className="grid gap-3 md:grid-cols-2">
          {samples.data.map((sample) => (
            <PropertyCard key={sample.id} sample={sample} />
          ))}
        </div>
      )}
    </section>
  );
}
