// What an LLM may rewrite of a lead reading: the summary (aiAnalysis) and each action's action/reason
// text, matched by index. Scores, labels, factors, due dates and priorities are never taken from it.
// A rewrite that brings a figure (amount, count, date) the facts do not contain, or names an action
// that does not exist, is invalid: merge throws, and the engine falls back to the offline reading with
// a fallbackReason.
import { z } from 'zod';
import type { LeadInsightsInput, LeadInsightsResult } from '../../../../engines/lead-insights/index';
import type { ChatMessage } from '../../ai-task';
import { figures, usesOnlyFigures } from '../contract-analysis/prose-guard';

const text = (max: number) => z.string().trim().min(1).max(max);

export const leadAnalysisProse = z.object({
  aiAnalysis: text(2000),
  recommendedActions: z
    .array(z.object({ index: z.number().int().min(0), action: text(200), reason: text(600) }))
    .max(20)
    .default([])
    .refine((as) => new Set(as.map((a) => a.index)).size === as.length, 'each action index at most once'),
});
export type LeadAnalysisProse = z.infer<typeof leadAnalysisProse>;

export function currentLeadProse(facts: LeadInsightsResult): LeadAnalysisProse {
  return {
    aiAnalysis: facts.aiAnalysis,
    recommendedActions: facts.recommendedActions.map((a, index) => ({ index, action: a.action, reason: a.reason })),
  };
}

export function leadAnalysisPrompt(input: LeadInsightsInput, facts: LeadInsightsResult): ChatMessage[] {
  // Only the computed reading and the lead's first name: no contact details, notes or free text.
  const context = {
    today: input.today,
    firstName: input.lead.firstName,
    engagementScore: facts.engagementScore,
    engagementLabel: facts.engagementLabel,
    conversionProbability: facts.conversionProbability,
    conversionLabel: facts.conversionLabel,
    earlyStage: facts.earlyStage,
    engagementFactors: facts.engagementFactors,
    conversionFactors: facts.conversionFactors,
    actions: facts.recommendedActions.map(({ dueDate, priority }, index) => ({ index, dueDate, priority })),
  };
  return [
    {
      role: 'system',
      content: [
        'You edit the wording of a lead reading that a Texas real-estate agent sees about one of their leads.',
        'Return only a JSON object with the keys aiAnalysis and recommendedActions, in exactly the shape of "prose" below, keeping every index.',
        'aiAnalysis stays 2 to 4 sentences. Rewrite for a warm, concise, professional tone.',
        'Do not add, remove or change any number, dollar amount, percentage, date or score: copy them exactly, or leave them out.',
        'Use only the facts given; if earlyStage is true, say the reading rests on the lead record alone.',
        "Do not guess the lead's age, family, income, race, religion or other protected characteristics, and do not give legal, tax or lending advice.",
      ].join(' '),
    },
    { role: 'user', content: JSON.stringify({ facts: context, prose: currentLeadProse(facts) }) },
  ];
}

function check(rewrite: string, originals: readonly string[], what: string): string {
  if (!usesOnlyFigures(rewrite, figures(originals.join('\n'))))
    throw new Error(`the rewritten ${what} has a figure the computed reading does not`);
  return rewrite;
}

export function mergeLeadAnalysisProse(facts: LeadInsightsResult, prose: LeadAnalysisProse): LeadInsightsResult {
  const at = new Map(prose.recommendedActions.map((a) => [a.index, a]));
  for (const index of at.keys())
    if (index >= facts.recommendedActions.length) throw new Error(`there is no action ${index}`);
  const details = [...facts.engagementFactors, ...facts.conversionFactors].map((f) => f.detail);
  return {
    ...facts,
    aiAnalysis: check(prose.aiAnalysis, [facts.aiAnalysis, ...details], 'summary'),
    recommendedActions: facts.recommendedActions.map((a, i) => {
      const p = at.get(i);
      if (!p) return a;
      const both = [a.action, a.reason];
      return { ...a, action: check(p.action, both, `action ${i}`), reason: check(p.reason, both, `reason ${i}`) };
    }),
  };
}
