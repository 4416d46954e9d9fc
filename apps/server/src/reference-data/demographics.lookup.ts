import type { ZipDemographics } from './community.types';
import { decodeRows, lazy, loadTable, numOrNull, text } from './reference-data.loader';
import { sourceFor } from './reference-sources';
import { normalizeZip } from './zip-market.lookup';

// prettier-ignore
const COLUMNS = [
  'zip', 'tractCount', 'medianIncome', 'renterPct', 'rentBurdenPct', 'povertyPct', 'hispanicPct', 'whitePct',
  'blackPct', 'asianPct', 'medianGrossRent', 'medianHomeValue',
] as const;

const METHOD =
  'Census tracts whose centre lies in the ZIP: incomes, rents and values are the median of tract medians; percentages are unweighted tract averages.';

/** ZIP demographics over any rows: the bundled ACS summary, or a test's few. */
export function demographicsLookup(rows: () => readonly ZipDemographics[]) {
  const byZip = lazy(() => new Map(rows().map((r) => [r.zip, r])));
  /** ACS 2020-2024 summary for a ZIP in the 7 core DFW counties; null elsewhere or when no tract centre falls in it. */
  return function zipDemographics(zip: string): ZipDemographics | null {
    const key = normalizeZip(zip);
    return key ? (byZip().get(key) ?? null) : null;
  };
}

export const zipDemographics = demographicsLookup(() =>
  decodeRows('zip-demographics', COLUMNS).map((r): ZipDemographics => {
    const renterPct = numOrNull(r.renterPct);
    return {
      zip: text(r.zip),
      tractCount: numOrNull(r.tractCount) ?? 0,
      medianIncome: numOrNull(r.medianIncome),
      renterPct,
      ownerPct: renterPct === null ? null : Math.round((100 - renterPct) * 10) / 10,
      rentBurdenPct: numOrNull(r.rentBurdenPct),
      povertyPct: numOrNull(r.povertyPct),
      hispanicPct: numOrNull(r.hispanicPct),
      whitePct: numOrNull(r.whitePct),
      blackPct: numOrNull(r.blackPct),
      asianPct: numOrNull(r.asianPct),
      medianGrossRent: numOrNull(r.medianGrossRent),
      medianHomeValue: numOrNull(r.medianHomeValue),
      method: METHOD,
      asOf: loadTable('zip-demographics').asOf,
      source: sourceFor('zip-demographics'),
    };
  }),
);
