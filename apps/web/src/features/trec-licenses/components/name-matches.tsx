import type { TrecNameSearchResult } from '@bluebonnet/contracts';
import { TREC_NAME_SEARCH_MAX } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { standingTones } from '../labels';
import { SourceNote } from './source-note';

type NameMatchesProps = {
  result: TrecNameSearchResult;
  onVerify: (licenseNumber: string) => void;
  busy: boolean;
};

/** The license holders a name search found, each with a Verify button for its full record. */
export function NameMatches({ result, onVerify, busy }: NameMatchesProps) {
  const { matches, truncated } = result;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {matches.length === 0
          ? 'No license holders match that name.'
          : `${matches.length} ${matches.length === 1 ? 'license holder' : 'license holders'} found`}
      </p>
      {truncated && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          More than {TREC_NAME_SEARCH_MAX} match — add a first name or county to narrow the list.
        </p>
      )}
      {matches.length > 0 && (
        <ul aria-label="License holders found" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {matches.map((match) => {
            const place = [match.city, match.county && `${match.county} County`].filter(Boolean).join(', ');
            return (
              <li key={`${match.licenseNumber}-${match.licenseType}`} className="flex flex-wrap items-start gap-3 p-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{match.fullName}</span>
                    <Badge tone={standingTones[match.standing]}>{match.status}</Badge>
                  </p>
                  <p className="text-sm text-slate-700">
                    #{match.licenseNumber} · {match.licenseType}
                    {place && ` · ${place}`}
                  </p>
                  {match.sponsoringBroker && (
                    <p className="text-sm text-slate-600">Sponsoring broker: {match.sponsoringBroker}</p>
                  )}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`Verify ${match.fullName} (${match.licenseNumber})`}
                  onClick={() => onVerify(match.licenseNumber)}
                >
                  Verify
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <SourceNote source={result.source} />
    </div>
  );
}
