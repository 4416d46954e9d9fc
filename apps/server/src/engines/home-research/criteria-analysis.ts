// The research profile's criteriaAnalysis: what is being searched, in readable key/values, with the
// areas' typical home values and how they sit against the budget (bundled Zillow ZHVI, dated).
import { intakeGoalLabels, optionLabel, intakePropertyTypeLabels } from '@bluebonnet/contracts';
import { formatCurrency, plural } from '@bluebonnet/domain';
import type { ReferenceData } from '../../reference-data/index';
import { budgetFit, rowSources, valueSpread, zipLabel } from './area-market';
import { needLabel } from './needs';
import type { SearchCriteria } from './search-criteria';

const MAX_LISTED_ZIPS = 15;

/** "4 of 11 ZIPs have a typical home value inside the budget, 3 below it and 4 above it (…)". */
export function budgetFitText(ref: ReferenceData, criteria: SearchCriteria): string | null {
  const rows = ref.zipMarkets(criteria.zips);
  const spread = valueSpread(rows);
  if (!criteria.budget || !spread) return null;
  const fit = budgetFit(rows, criteria.budget);
  const parts = [
    `${fit.inside.length} of ${plural(spread.count, 'ZIP')} have a typical home value inside ${criteria.budget.label}`,
  ];
  if (fit.below.length) parts.push(`${fit.below.length} below it`);
  if (fit.above.length) parts.push(`${fit.above.length} above it`);
  return `${parts.join(', ')} (Zillow ZHVI, as of ${spread.asOf}).`;
}

export function criteriaAnalysis(ref: ReferenceData, criteria: SearchCriteria): Record<string, unknown> {
  const rows = ref.zipMarkets(criteria.zips);
  const valued = rows.filter((r) => r.homeValue).sort((a, b) => a.zip.localeCompare(b.zip));
  const values = Object.fromEntries(
    valued
      .slice(0, MAX_LISTED_ZIPS)
      .map((r) => [zipLabel(r), `${formatCurrency(r.homeValue!.zhvi)} (as of ${r.homeValue!.asOf})`]),
  );
  if (valued.length > MAX_LISTED_ZIPS) values['…'] = `${valued.length - MAX_LISTED_ZIPS} more ZIPs`;
  const notes = criteria.areas.map((a) => a.note).filter((n): n is string => n !== null);
  return {
    'Preferred areas': criteria.areas.length
      ? criteria.areas.map((a) => `${a.label} (${plural(a.zipCount, 'ZIP')}${a.approximate ? ', approximate' : ''})`)
      : 'None given or none recognised',
    ...(criteria.unresolvedAreas.length ? { 'Areas not recognised': criteria.unresolvedAreas } : {}),
    'ZIP codes searched': criteria.zips.length ? criteria.zips.join(', ') : 'None',
    Budget: criteria.budget ? criteria.budget.label : 'Not given',
    'Property type': optionLabel(intakePropertyTypeLabels, criteria.propertyType) ?? 'Any',
    Goal: optionLabel(intakeGoalLabels, criteria.goal) ?? 'Not given',
    'Minimum bedrooms': criteria.minBedrooms ?? 'Not stated',
    'Must-haves': criteria.needs.length ? criteria.needs.map(needLabel) : 'None stated',
    'Budget fit': budgetFitText(ref, criteria) ?? 'Not judged: needs both a budget and a recognised area.',
    'Typical home values (Zillow ZHVI)': valued.length ? values : 'None in the bundled data',
    ...(notes.length ? { 'Area notes': notes } : {}),
    Sources: rowSources(rows).map((s) => `${s.name}${s.asOf ? `, as of ${s.asOf}` : ''}`),
  };
}
