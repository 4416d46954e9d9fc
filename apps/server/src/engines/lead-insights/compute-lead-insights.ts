// The lead-insights engine: the record and the activity log → engagement and conversion scores with
// their factors, the spec's labels, actions with due dates, and an offline summary. Pure: the clock,
// the realtor's date and the market tables all come in as input.
import { conversionLabel, engagementLabel, type AiSource } from '@bluebonnet/contracts';
import { activityFacts } from './activity-facts';
import { analysisText } from './analysis-text';
import { budgetMarket } from './budget-market';
import { conversionScore } from './conversion-score';
import { engagementScore } from './engagement-score';
import { recommendedActions } from './recommended-actions';
import type { LeadInsightsInput, LeadInsightsResult } from './types';

/** The rules in this folder, cited like a bundled table. */
export const LEAD_SCORING_SOURCE: AiSource = { name: 'Bluebonnet lead-scoring rules v1', kind: 'bundled' };

export function computeLeadInsights({
  lead,
  activities,
  now,
  today,
  referenceData,
}: LeadInsightsInput): LeadInsightsResult {
  const facts = activityFacts(lead, activities, now);
  const earlyStage = activities.length === 0;
  const engagement = engagementScore(facts);
  const budget = budgetMarket(referenceData, lead);
  const conversion = conversionScore(lead, budget.factor, engagement.score, !earlyStage);
  const actions = recommendedActions(lead, facts, today, now);
  return {
    engagementScore: engagement.score,
    conversionProbability: conversion.score,
    engagementLabel: engagementLabel(engagement.score),
    conversionLabel: conversionLabel(conversion.score),
    earlyStage,
    engagementFactors: engagement.factors,
    conversionFactors: conversion.factors,
    recommendedActions: actions,
    aiAnalysis: analysisText({
      lead,
      facts,
      engagement: engagement.score,
      conversion: conversion.score,
      conversionFactors: conversion.factors,
      actions,
    }),
    sources: [LEAD_SCORING_SOURCE, ...budget.sources],
  };
}
