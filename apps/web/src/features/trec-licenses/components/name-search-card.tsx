import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserSearch } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { trecNameSearchQuery, type TrecDataSource, type TrecNameSearchQuery } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/server-issues';
import { useSearchByName } from '../api';
import { NAME_SEARCH_FAILURE } from '../constants';
import { NameMatches } from './name-matches';

type NameSearchValues = z.output<typeof trecNameSearchQuery>;
const fields = ['lastName', 'firstName', 'county'] as const;

type NameSearchCardProps = {
  onVerify: (licenseNumber: string) => void;
  verifying: boolean;
  onSource: (source: TrecDataSource) => void;
};

/** Find a license number by the holder's name, narrowed by first name or county. */
export function NameSearchCard({ onVerify, verifying, onSource }: NameSearchCardProps) {
  const titleId = useId();
  const search = useSearchByName();
  const form = useForm<TrecNameSearchQuery, unknown, NameSearchValues>({
    resolver: zodResolver(trecNameSearchQuery),
    defaultValues: { lastName: '', firstName: '', county: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((query) =>
    search.mutate(query, {
      onSuccess: (result) => onSource(result.source),
      onError: (err) => applyServerIssues(form.setError, err, fields),
    }),
  );
  const failed = search.isError && !Object.keys(errors).length;

  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4 p-5 sm:p-6">
      <div>
        <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <UserSearch aria-hidden className="size-5 text-bonnet-700" />
          Search by name
        </h3>
        <p className="text-sm text-slate-600">Don&apos;t have the number? Find a license holder by name.</p>
      </div>
      <form onSubmit={onSubmit} noValidate aria-label="Search license holders by name" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Last name"
            required
            autoComplete="off"
            maxLength={60}
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <TextField
            label="First name"
            autoComplete="off"
            maxLength={60}
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="County"
            placeholder="e.g. Dallas"
            autoComplete="off"
            maxLength={40}
            error={errors.county?.message}
            {...form.register('county')}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={search.isPending}>
          {search.isPending ? 'Searching...' : 'Search'}
        </Button>
      </form>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverMessage(search.error, NAME_SEARCH_FAILURE)}
        </p>
      )}
      {search.data && <NameMatches result={search.data} onVerify={onVerify} busy={verifying} />}
    </Card>
  );
}
