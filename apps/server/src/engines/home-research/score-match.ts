// How well a listing fits a client's search: a deterministic 0–100 score from the factors in
// match-factors.ts, the reasons behind it, pros (best first: the UI shows the first two), cons, the
// computed investment view, and the client priority it earns.
import type { Listing } from '../../providers/listings/index';
import type { ReferenceData } from '../../reference-data/index';
import { investmentView } from './investment';
import { locationFactor, priceFactor, typeFactor, valueFactor, type FactorResult } from './match-factors';
import { bedroomCheck, needsFactor, yieldFactor } from './needs-factor';
import type { SearchCriteria } from './search-criteria';

export type ClientPriority = 'must-see' | 'high' | 'medium';

export type MatchResult = {
  matchScore: number;
  matchReasons: string[];
  pros: string[];
  cons: string[];
  investmentPotential: string;
  clientPriority: ClientPriority;
  /** Points per factor, for "why this score". */
  breakdown: { factor: string; points: number; max: number }[];
};

export const MUST_SEE_SCORE = 85;
export const HIGH_PRIORITY_SCORE = 70;

export function clientPriority(score: number): ClientPriority {
  if (score >= MUST_SEE_SCORE) return 'must-see';
  return score >= HIGH_PRIORITY_SCORE ? 'high' : 'medium';
}

/** Built before 1978: federal law requires the lead-based paint disclosure (TREC's addendum). */
const LEAD_PAINT_YEAR = 1978;

function listingNotes(l: Listing): Pick<FactorResult, 'pros' | 'cons'> {
  const pros: string[] = [];
  const cons: string[] = [];
  if (l.bedrooms !== null && l.bathrooms !== null && l.sqft)
    pros.push(`${l.bedrooms} bed, ${l.bathrooms} bath, ${l.sqft.toLocaleString('en-US')} sq ft.`);
  if (l.yearBuilt !== null && l.yearBuilt < LEAD_PAINT_YEAR)
    cons.push(`Built in ${l.yearBuilt}: the lead-based paint disclosure applies; budget for older systems.`);
  return { pros, cons };
}

export function scoreMatch(ref: ReferenceData, listing: Listing, criteria: SearchCriteria): MatchResult {
  const investment = investmentView(ref, listing);
  const last = criteria.goal === 'investing' ? yieldFactor(investment) : needsFactor(ref, listing, criteria);
  const factors = [
    priceFactor(listing, criteria),
    locationFactor(listing, criteria),
    typeFactor(listing, criteria),
    valueFactor(ref, listing, criteria),
    last,
    bedroomCheck(listing, criteria),
  ];
  const total = factors.reduce((s, f) => s + f.points, 0);
  const matchScore = Math.max(0, Math.min(100, Math.round(total)));
  // Pros: the must-haves and value first, then price and size.
  const notes = listingNotes(listing);
  const pros = [last, factors[3]!, factors[0]!].flatMap((f) => f.pros).concat(notes.pros);
  return {
    matchScore,
    matchReasons: factors.flatMap((f) => f.reasons),
    pros,
    cons: factors.flatMap((f) => f.cons).concat(notes.cons),
    investmentPotential: investment.summary,
    clientPriority: clientPriority(matchScore),
    breakdown: factors
      .filter((f) => f.max > 0 || f.points !== 0)
      .map(({ factor, points, max }) => ({ factor, points, max })),
  };
}
