import { useId } from 'react';
import { ExternalLink, SearchX } from 'lucide-react';
import type { TrecVerificationResult } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { VERIFY_FAILED } from '../constants';
import { SourceNote } from './source-note';

type VerificationFailedProps = {
  result: TrecVerificationResult;
  /** Verifies one of the similar numbers (it fills the field too). */
  onVerify: (licenseNumber: string) => void;
  busy: boolean;
};

/** Spec §8: the error, TREC's own search for checking by hand, and similar numbers that re-verify. */
export function VerificationFailed({ result, onVerify, busy }: VerificationFailedProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4 border-2 border-red-300 bg-red-50 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <SearchX aria-hidden className="mt-0.5 size-6 shrink-0 text-red-700" />
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold text-slate-900">
            License not verified
          </h3>
          <p className="mt-1 text-red-800">{result.error || VERIFY_FAILED}</p>
        </div>
      </div>
      {(result.manualVerificationInstructions || result.directVerificationLink) && (
        <div className="rounded-xl bg-white/70 p-3 text-sm text-slate-800">
          {result.manualVerificationInstructions && <p>{result.manualVerificationInstructions}</p>}
          {result.directVerificationLink && (
            <a
              href={result.directVerificationLink}
              target="_blank"
              rel="noreferrer"
              className="mt-2 inline-flex items-center gap-1 font-medium text-bonnet-700 underline"
            >
              Search TREC&apos;s license holder records
              <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
      {result.similarLicenses.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-800">Did you mean one of these license numbers?</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {result.similarLicenses.map((number) => (
              <li key={number}>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`Verify ${number}`}
                  onClick={() => onVerify(number)}
                >
                  {number}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <SourceNote source={result.source} />
    </Card>
  );
}
