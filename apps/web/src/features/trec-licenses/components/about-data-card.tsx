import { useId } from 'react';
import { ExternalLink, Info } from 'lucide-react';
import { TREC_PUBLIC_SEARCH_URL, type TrecDataSource } from '@bluebonnet/contracts';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { formatLicenseDate, licenseCountText } from '../labels';

/** Where the license data comes from and how fresh it is, from the latest answer's source. */
function SourceDetails({ source }: { source: TrecDataSource | null }) {
  if (!source) {
    return <p>Each lookup shows the date of the data it used and how many licenses it holds.</p>;
  }
  if (source.kind === 'sample') {
    return (
      <p className="rounded-lg bg-amber-100 px-3 py-2 font-medium text-amber-900">
        Sample data is loaded: {licenseCountText(source.totalLicenses)} of made-up license holders, for trying the tool.
        Results are not real until TREC&apos;s file has been imported.
      </p>
    );
  }
  if (source.kind === 'none') {
    return <p>No license data has been loaded yet. Use TREC&apos;s own search in the meantime.</p>;
  }
  const dataDate = formatLicenseDate(source.dataDate);
  const imported = formatDateTime(source.importedAt);
  return (
    <p>
      The copy in use holds {licenseCountText(source.totalLicenses)}
      {dataDate && `, data of ${dataDate}`}
      {imported && `, imported ${imported}`}.
    </p>
  );
}

export function AboutDataCard({ source }: { source: TrecDataSource | null }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3 p-5 text-sm text-slate-700 sm:p-6">
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Info aria-hidden className="size-5 text-bonnet-700" />
        About this data
      </h3>
      <p>
        License details come from the Texas Real Estate Commission&apos;s public license-holder file, which TREC
        publishes every day and we refresh daily. Names, license types, status, expiration dates and sponsoring brokers
        are shown as TREC lists them.
      </p>
      <SourceDetails source={source} />
      <p>
        A status can change between refreshes. For a binding check, use{' '}
        <a
          href={TREC_PUBLIC_SEARCH_URL}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-medium text-bonnet-700 underline"
        >
          TREC&apos;s license holder search
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        .
      </p>
    </Card>
  );
}
