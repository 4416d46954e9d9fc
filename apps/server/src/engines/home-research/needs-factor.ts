// Must-haves (or, for an investor, rent yield) as the last 15 points of a match, plus the bedroom check.
import { formatPercent, formatPlaceName } from '@bluebonnet/domain';
import type { Listing } from '../../providers/listings/index';
import type { ReferenceData } from '../../reference-data/index';
import type { InvestmentView } from './investment';
import type { FactorResult } from './match-factors';
import { needLabel, type NeedKey } from './needs';
import { isWellRated, mainDistrictFor } from './schools';
import type { SearchCriteria } from './search-criteria';

type Verdict = { met: boolean | null; text: string };

/** Built within this many years of the research date counts as new construction. */
const NEW_CONSTRUCTION_YEARS = 3;

function verdict(ref: ReferenceData, need: NeedKey, l: Listing, c: SearchCriteria): Verdict {
  const label = needLabel(need);
  if (need === 'good-schools') {
    const d = mainDistrictFor(ref, l.zip);
    if (!d) return { met: null, text: `No school rating for ZIP ${l.zip} in the bundled data.` };
    return { met: isWellRated(d), text: `mostly ${formatPlaceName(d.name)} (TEA ${d.asOf} rating: ${d.rating}).` };
  }
  if (need === 'new-construction') {
    if (l.yearBuilt === null) return { met: null, text: 'Year built not reported.' };
    const met = l.yearBuilt >= Number(c.today.slice(0, 4)) - NEW_CONSTRUCTION_YEARS;
    return { met, text: `Built in ${l.yearBuilt}.` };
  }
  if (need === 'no-hoa') return { met: null, text: 'HOA status not in the listing data: check the MLS listing.' };
  if (need === 'yard' && l.lotSizeSqft !== null) {
    return {
      met: l.lotSizeSqft >= 7500 || l.features.includes('yard'),
      text: `Lot of ${l.lotSizeSqft.toLocaleString('en-US')} sq ft.`,
    };
  }
  if (l.features.includes(need)) return { met: true, text: `${label}.` };
  // A live listing that names no features says nothing either way.
  return l.features.length
    ? { met: false, text: `No ${label.toLowerCase()} listed.` }
    : { met: null, text: `${label}: not stated in the listing data.` };
}

export function needsFactor(ref: ReferenceData, l: Listing, c: SearchCriteria): FactorResult {
  const base: FactorResult = { factor: 'Must-haves', max: 15, points: 10, reasons: [], pros: [], cons: [] };
  if (!c.needs.length) return base;
  let sum = 0;
  for (const need of c.needs) {
    const v = verdict(ref, need, l, c);
    sum += v.met === true ? 1 : v.met === null ? 0.5 : 0;
    const label = needLabel(need);
    // "Home office." rather than "Home office: Home office.": the label is said once.
    const line = v.text.startsWith(label) ? v.text : `${label}: ${v.text}`;
    if (v.met === true) {
      base.pros.push(line);
      base.reasons.push(`Has ${label.toLowerCase()}.`);
    } else base.cons.push(v.met === false && need !== 'good-schools' ? v.text : line);
  }
  return { ...base, points: Math.round((15 * sum) / c.needs.length) };
}

/** An investor's last 15 points: the yield against what is usual there (the ZIP's typical home). */
export function yieldFactor(view: InvestmentView): FactorResult {
  const y = view.grossYieldPct;
  const base: FactorResult = { factor: 'Rent yield', max: 15, points: 7, reasons: [], pros: [], cons: [] };
  if (y === null || view.benchmarkPct === null) return base;
  const ratio = y / view.benchmarkPct;
  const points = ratio >= 1.25 ? 15 : ratio >= 1.1 ? 12 : ratio >= 0.9 ? 9 : ratio >= 0.75 ? 5 : 2;
  const line = `Gross rent yield ${formatPercent(y, { points: true })}, ${view.position} ${view.benchmarkLabel} ${formatPercent(view.benchmarkPct, { points: true })} (${view.rentSource}).`;
  return {
    ...base,
    points,
    pros: view.position === 'above' ? [line] : [],
    cons: view.position === 'below' ? [line] : [],
  };
}

/** Fewer bedrooms than asked costs 10 points. */
export function bedroomCheck(l: Listing, c: SearchCriteria): FactorResult {
  const none: FactorResult = { factor: 'Bedrooms', max: 0, points: 0, reasons: [], pros: [], cons: [] };
  if (!c.minBedrooms || l.bedrooms === null) return none;
  if (l.bedrooms >= c.minBedrooms)
    return { ...none, reasons: [`${l.bedrooms} bedrooms (asked for ${c.minBedrooms}+).`] };
  return { ...none, points: -10, cons: [`${l.bedrooms} bedrooms; asked for ${c.minBedrooms}+.`] };
}
