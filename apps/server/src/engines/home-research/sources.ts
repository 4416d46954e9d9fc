// The data a research run used, for meta.sources: the bundled ZIP rows, the mortgage rate, school ratings
// when schools were asked for, and the listings provider (demo, or live).
import type { AiSource } from '@bluebonnet/contracts';
import type { ListingsProvider } from '../../providers/listings/index';
import type { ReferenceData } from '../../reference-data/index';
import { rowSources } from './area-market';
import type { SearchCriteria } from './search-criteria';

export function researchSources(
  ref: ReferenceData,
  criteria: SearchCriteria,
  provider?: Pick<ListingsProvider, 'name' | 'isLive'>,
): AiSource[] {
  const out = rowSources(ref.zipMarkets(criteria.zips));
  const rate = ref.latestMortgageRate();
  if (rate) out.push(rate.source);
  if (criteria.needs.includes('good-schools'))
    out.push(ref.sourceFor('school-campuses'), ref.sourceFor('school-districts'));
  if (provider) {
    out.push(
      provider.isLive
        ? { name: `${provider.name} listings`, kind: 'live' }
        : { name: 'Demo listings generated from bundled ZIP data (not real homes for sale)', kind: 'demo' },
    );
  }
  return out;
}
