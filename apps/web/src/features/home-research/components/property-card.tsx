import type { PortfolioSample } from '@bluebonnet/contracts';
import { formatCurrency } from '@bluebonnet/domain';
import { Badge } from '@/components/ui/badge';

/** Spec §9: a suggestion shows its first two pros. */
export const PROS_SHOWN = 2;

export function isDemoListing(sample: PortfolioSample): boolean {
  return sample.externalListingData.demo || sample.externalListingData.source === 'demo';
}

function plural(n: number, word: string) {
  return `${n.toLocaleString('en-US')} ${n === 1 ? word : `${word}s`}`;
}

/** One suggested property: price, address, size, match score, the first pros and investment potential. */
export function PropertyCard({ sample }: { sample: PortfolioSample }) {
  const listing = sample.externalListingData;
  const demo = isDemoListing(sample);
  const headingId = `property-${sample.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xl font-bold text-slate-900 tabular-nums">{formatCurrency(listing.price)}</p>
          <h4 id={headingId} className="font-medium text-slate-900">
            {listing.address}
          </h4>
          <p className="text-sm text-slate-600">
            {listing.city} {listing.zip}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {demo && <Badge tone="warning">Demo listing</Badge>}
          <Badge tone="brand">{sample.matchScore}% match</Badge>
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {plural(listing.bedrooms, 'bed')} · {plural(listing.bathrooms, 'bath')} · {listing.sqft.toLocaleString('en-US')}{' '}
        sqft
      </p>
      {sample.aiAnalysis.pros.length > 0 && (
        <div>
          <h5 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Pros</h5>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {sample.aiAnalysis.pros.slice(0, PROS_SHOWN).map((pro) => (
              <li key={pro}>{pro}</li>
            ))}
          </ul>
        </div>
      )}
      {sample.aiAnalysis.investmentPotential && (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">Investment potential:</span> {sample.aiAnalysis.investmentPotential}
        </p>
      )}
    </article>
  );
}
