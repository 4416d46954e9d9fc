// Market match: the budget range against the REAL typical home values (bundled Zillow ZHVI, dated) of
// the client's preferred areas. Likelihood comes from budget-credit.ts; reasoning cites the counts and
// figures. Without a budget, or with areas that cannot be placed, it is null and the note says why.
import { formatCurrency, formatPlaceList, listText, plural } from '@bluebonnet/domain';
import type { ZipMarket } from '../../reference-data/index';
import {
  budgetBounds,
  budgetFit,
  resolveAreas,
  valueSpread,
  zipLabel,
  type BudgetFit,
  type ResolvedAreas,
} from '../home-research/index';
import { likelihoodFrom } from './budget-credit';
import { challengesFor, opportunitiesFor } from './market-match-notes';
import type { ClientAnalysisInput, MarketMatch } from './types';

/** With no area chosen, all of DFW is compared: a weak signal, so the likelihood is capped. */
export const DFW_WIDE_CAP = 60;
const RESIDENTIAL_POPULATION = 1000;

export type MarketMatchResult = {
  match: MarketMatch | null;
  /** Why there is no match, or the budget-fit counts with their source and date. */
  note: string;
  areas: ResolvedAreas;
  rows: ZipMarket[];
};

type Input = Pick<ClientAnalysisInput, 'budgetRange' | 'preferredAreas' | 'propertyType' | 'reference'>;

function extremes(rows: ZipMarket[]): string {
  const v = rows.filter((r) => r.homeValue).sort((a, b) => a.homeValue!.zhvi - b.homeValue!.zhvi);
  const spread = valueSpread(v)!;
  if (v.length === 1) return `The typical value is ${formatCurrency(spread.min)}.`;
  return `Typical values run from ${formatCurrency(spread.min)} (${zipLabel(v[0]!)}) to ${formatCurrency(spread.max)} (${zipLabel(v.at(-1)!)}), median ${formatCurrency(spread.median)}.`;
}

/** For a client with no area yet: the DFW cities with the most ZIPs inside the budget. */
function dfwNotes(fit: BudgetFit): Pick<MarketMatch, 'challenges' | 'opportunities'> {
  const byCity = new Map<string, number>();
  for (const r of fit.inside) byCity.set(r.city, (byCity.get(r.city) ?? 0) + 1);
  const top = [...byCity.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
  return {
    challenges: ['No preferred area given: ask which parts of DFW they want, so the fit can be judged properly.'],
    opportunities: top.length
      ? [`DFW cities with the most ZIPs inside the budget: ${top.map(([city, n]) => `${city} (${n})`).join(', ')}.`]
      : [],
  };
}

export function marketMatchFor(input: Input): MarketMatchResult {
  const areas = resolveAreas(input.reference, input.preferredAreas);
  const budget = budgetBounds(input.budgetRange);
  const placed = areas.rows.filter((r) => r.homeValue);
  const unplaced = areas.unresolved.length
    ? ` Could not place: ${listText(areas.unresolved.map((u) => `"${u}"`))}.`
    : '';
  if (!budget) {
    const spread = valueSpread(placed);
    const values = spread
      ? ` Typical home values there: ${formatCurrency(spread.min)}–${formatCurrency(spread.max)} (Zillow ZHVI, as of ${spread.asOf}).`
      : '';
    return {
      match: null,
      note: `No budget range given, so the fit with the market was not judged.${values}`,
      areas,
      rows: areas.rows,
    };
  }
  if (areas.query && !placed.length) {
    const note = `The preferred areas ("${areas.query}") did not resolve to a Texas ZIP with a home value in the bundled data, so the fit was not judged.${unplaced}`;
    return { match: null, note, areas, rows: areas.rows };
  }
  const dfwWide = !areas.query;
  const rows = dfwWide
    ? input.reference
        .allZipMarkets({ dfwOnly: true })
        .filter((r) => r.homeValue && (r.population ?? 0) >= RESIDENTIAL_POPULATION)
    : areas.rows;
  const fit = budgetFit(rows, budget);
  const spread = valueSpread(rows)!;
  const raw = likelihoodFrom(rows, budget)!;
  const where = dfwWide
    ? `No preferred area given, so all ${plural(spread.count, 'residential DFW ZIP')} were compared (low confidence).`
    : `Areas: ${formatPlaceList(areas.areas.map((a) => a.label))}${areas.areas.some((a) => a.approximate) ? '; approximate ZIP sets' : ''}.`;
  const counts = `${fit.inside.length} of ${plural(spread.count, 'ZIP')} have a typical home value within the budget (${budget.label}), ${fit.below.length} below it and ${fit.above.length} above it (Zillow ZHVI, as of ${spread.asOf}).`;
  return {
    match: {
      likelihood: dfwWide ? Math.min(raw, DFW_WIDE_CAP) : raw,
      reasoning: `${where} ${counts} ${extremes(rows)}${unplaced}`,
      ...(dfwWide
        ? dfwNotes(fit)
        : {
            challenges: challengesFor(rows, fit, budget, input.propertyType),
            opportunities: opportunitiesFor(input.reference, rows, fit, budget, input.propertyType),
          }),
    },
    note: counts,
    areas,
    rows,
  };
}
