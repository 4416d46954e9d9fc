// The offline client analysis: score and factors, urgency, market match against bundled home values,
// profile, insights and actions. Pure: the date comes in as input.
import type { AiSource } from '@bluebonnet/contracts';
import { needsIn, rowSources } from '../home-research/index';
import { clientProfile } from './client-profile';
import { conversionScore } from './conversion-score';
import { aiInsights } from './insights';
import { marketMatchFor, type MarketMatchResult } from './market-match';
import { recommendedActions } from './recommended-actions';
import type { ClientAnalysisInput, ClientAnalysisOutput } from './types';
import { urgencyLevel } from './urgency';
import { phrasePicker } from './variety';

/** The rules behind the score, urgency and actions (this folder), cited like a bundled table. */
export const CLIENT_SCORING_SOURCE: AiSource = { name: 'Bluebonnet client-scoring rules v1', kind: 'bundled' };

function marketFor(input: ClientAnalysisInput): MarketMatchResult {
  const market = marketMatchFor(input);
  if (input.goal !== 'selling') return market;
  // A seller's range is not a purchase budget: no "homes in budget" judgement for them.
  return {
    ...market,
    match: null,
    note: 'Market match judges a purchase budget; for a seller, a CMA of their home is the right measure.',
  };
}

export function analyseClient(input: ClientAnalysisInput): ClientAnalysisOutput {
  const score = conversionScore(input);
  const urgency = urgencyLevel(input, score.score);
  const market = marketFor(input);
  const pick = phrasePicker(`${input.firstName}|${input.createdAt}`);
  return {
    conversionScore: score.score,
    urgencyLevel: urgency,
    clientProfile: clientProfile(input, market.areas, pick),
    aiInsights: aiInsights(input, score, urgency, market, pick),
    recommendedActions: recommendedActions(input, urgency, market),
    marketMatch: market.match,
    factors: score.factors,
  };
}

/** The bundled tables an analysis of this input reads. */
export function clientAnalysisSources(input: ClientAnalysisInput): AiSource[] {
  const market = marketFor(input);
  const out = [CLIENT_SCORING_SOURCE, ...rowSources(market.match ? market.rows : market.areas.rows)];
  if (
    needsIn(`${input.additionalNeeds ?? ''} ${input.notes ?? ''}`).includes('good-schools') &&
    market.areas.rows.length
  )
    out.push(input.reference.sourceFor('school-campuses'), input.reference.sourceFor('school-districts'));
  return out;
}
