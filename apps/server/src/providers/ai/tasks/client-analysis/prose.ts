// What an LLM may rewrite: the client profile, the insights and each action's action/reason texts,
// matched by index. Scores, urgency, likelihood, priorities and timeframes are never taken from it, and
// a rewrite carrying a figure (amount, count, date) its original does not contain is rejected.
import { z } from 'zod';
import type { ChatMessage } from '../../ai-task';
import { figures, usesOnlyFigures } from '../contract-analysis/prose-guard';
import type { ClientAnalysisInput, ClientAnalysisOutput } from '../../../../engines/client-analysis/index';

const text = (max: number) => z.string().trim().min(1).max(max);

export const clientAnalysisProse = z.object({
  clientProfile: text(3000),
  aiInsights: text(6000),
  recommendedActions: z
    .array(z.object({ index: z.number().int().min(0), action: text(300), reason: text(1000) }))
    .max(20)
    .default([]),
});
export type ClientAnalysisProse = z.infer<typeof clientAnalysisProse>;

export function currentProse(facts: ClientAnalysisOutput): ClientAnalysisProse {
  return {
    clientProfile: facts.clientProfile,
    aiInsights: facts.aiInsights,
    recommendedActions: facts.recommendedActions.map((a, index) => ({ index, action: a.action, reason: a.reason })),
  };
}

export function clientAnalysisPrompt(input: ClientAnalysisInput, facts: ClientAnalysisOutput): ChatMessage[] {
  const context = {
    analysisDate: input.today,
    conversionScore: facts.conversionScore,
    urgencyLevel: facts.urgencyLevel,
    factors: facts.factors,
    marketMatch: facts.marketMatch,
    actions: facts.recommendedActions.map(({ priority, timeframe }, index) => ({ index, priority, timeframe })),
  };
  return [
    {
      role: 'system',
      content: [
        'You edit the wording of a lead analysis that a Texas real-estate agent reads about a prospective client.',
        'Return only a JSON object with the keys clientProfile, aiInsights and recommendedActions, in exactly the shape of "prose" below, keeping every index.',
        'Rewrite for a warm, concise, professional tone. Do not add, remove or change any number, dollar amount, percentage, date, ZIP code or score: copy them exactly, or leave them out.',
        "Use only the facts given. Do not guess the client's age, family, income, race, religion or other protected characteristics, and do not give legal, tax or lending advice.",
      ].join(' '),
    },
    { role: 'user', content: JSON.stringify({ facts: context, prose: currentProse(facts) }) },
  ];
}

export function mergeClientAnalysisProse(
  facts: ClientAnalysisOutput,
  prose: ClientAnalysisProse,
): ClientAnalysisOutput {
  const keep = (original: string, rewrite: string, originals: string[] = [original]) =>
    usesOnlyFigures(rewrite, figures(originals.join('\n'))) ? rewrite : original;
  const at = new Map(prose.recommendedActions.map((a) => [a.index, a]));
  return {
    ...facts,
    clientProfile: keep(facts.clientProfile, prose.clientProfile),
    aiInsights: keep(facts.aiInsights, prose.aiInsights),
    recommendedActions: facts.recommendedActions.map((a, i) => {
      const p = at.get(i);
      if (!p) return a;
      const both = [a.action, a.reason];
      return { ...a, action: keep(a.action, p.action, both), reason: keep(a.reason, p.reason, both) };
    }),
  };
}
