import { useId } from 'react';
import { CircleAlert, CircleCheck, ExternalLink } from 'lucide-react';
import type { TrecLicenseData, TrecVerificationResult } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatLicenseDate, standingCardClasses, standingTones } from '../labels';
import { LicenseFacts } from './license-facts';
import { SourceNote } from './source-note';

type LicenseResultProps = { result: TrecVerificationResult; license: TrecLicenseData };

/** A found license, coloured by its standing, with what it means for doing business first. */
export function LicenseResult({ result, license }: LicenseResultProps) {
  const titleId = useId();
  const Icon = license.canPractice ? CircleCheck : CircleAlert;
  return (
    <Card
      aria-labelledby={titleId}
      role="region"
      data-standing={license.standing}
      className={cn('space-y-5 border-2 p-5 sm:p-6', standingCardClasses[license.standing])}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Verification result</p>
          <h3 id={titleId} className="text-xl font-bold text-slate-900">
            {license.fullName}
          </h3>
        </div>
        <Badge tone={standingTones[license.standing]} className="text-sm">
          {license.status}
        </Badge>
      </div>
      <p className="flex items-start gap-2 rounded-xl bg-white/70 p-3 text-base font-semibold text-slate-900">
        <Icon
          aria-hidden
          className={cn('mt-0.5 size-5 shrink-0', license.canPractice ? 'text-emerald-700' : 'text-red-700')}
        />
        {license.statusMeaning}
      </p>
      {result.message && <p className="text-sm text-slate-700">{result.message}</p>}
      <LicenseFacts license={license} />
      {result.otherLicenses.length > 0 && <OtherLicenses licenses={result.otherLicenses} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SourceNote source={result.source} />
        {result.directVerificationLink && (
          <a
            href={result.directVerificationLink}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-bonnet-700 underline"
          >
            Check on TREC&apos;s website
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </Card>
  );
}

function OtherLicenses({ licenses }: { licenses: TrecLicenseData[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">Other licenses under this number</h4>
      <ul className="mt-2 space-y-2">
        {licenses.map((other) => {
          const expires = formatLicenseDate(other.expirationDate);
          return (
            <li
              key={`${other.licenseNumber}-${other.licenseType}`}
              className="flex flex-wrap items-center gap-2 rounded-lg bg-white/70 px-3 py-2 text-sm"
            >
              <span className="font-medium text-slate-900">{other.licenseType}</span>
              <span className="text-slate-600">#{other.licenseNumber}</span>
              <Badge tone={standingTones[other.standing]}>{other.status}</Badge>
              {expires && <span className="text-slate-600">Expires {expires}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
