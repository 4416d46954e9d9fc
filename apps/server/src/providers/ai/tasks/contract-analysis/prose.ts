// What an LLM may rewrite: the summary, the suggestion texts and the negotiation tip texts, matched to
// the computed items by index. merge() takes nothing else from the answer, and it rejects any
// rewritten text that carries a figure (date, amount, count) its original text does not contain.
import { z } from 'zod';
import type { ChatMessage } from '../../ai-task';
import { figures, usesOnlyFigures } from './prose-guard';
import type { ContractAnalysisInput, ContractAnalysisOutput } from '../../../../engines/contract-analysis/index';

// Generous limits: a rewrite only has to be prose of a sane size; figures are checked in merge().
const text = (max: number) => z.string().trim().min(1).max(max);

export const contractAnalysisProse = z.object({
  aiAnalysis: text(8000),
  suggestions: z
    .array(
      z.object({
        index: z.number().int().min(0),
        suggestion: text(2000),
        implementation: text(2000),
        benefit: text(2000),
      }),
    )
    .max(50)
    .default([]),
  negotiationTips: z
    .array(
      z.object({
        index: z.number().int().min(0),
        strategy: text(500),
        tactic: text(2000),
        rationale: text(2000),
        language: text(2000),
      }),
    )
    .max(50)
    .default([]),
});
export type ContractAnalysisProse = z.infer<typeof contractAnalysisProse>;

/** The prose as the offline engine wrote it, in the shape the LLM must return. */
export function currentProse(facts: ContractAnalysisOutput): ContractAnalysisProse {
  return {
    aiAnalysis: facts.aiAnalysis,
    suggestions: facts.suggestions.map((s, index) => ({
      index,
      suggestion: s.suggestion,
      implementation: s.implementation,
      benefit: s.benefit,
    })),
    negotiationTips: facts.negotiationTips.map((t, index) => ({
      index,
      strategy: t.strategy,
      tactic: t.tactic,
      rationale: t.rationale,
      language: t.language,
    })),
  };
}

export function contractAnalysisPrompt(input: ContractAnalysisInput, facts: ContractAnalysisOutput): ChatMessage[] {
  const context = {
    contractType: input.contractType,
    analysisDate: input.today,
    form: {
      name: facts.form.name,
      version: facts.form.version,
      currentOnEffectiveDate: facts.form.currentOnEffectiveDate,
    },
    riskScore: facts.riskScore,
    riskFactors: facts.riskFactors.map((f) => ({ name: f.name, points: f.points })),
    criticalIssues: facts.criticalIssues.map((f) => ({ title: f.title, detail: f.detail })),
    redFlags: facts.redFlags.map((f) => ({ title: f.title, detail: f.detail })),
    keyTerms: facts.keyTerms.map((t) => ({ label: t.label, value: t.value })),
    keyDates: facts.keyDates,
    compliance: { texasCompliant: facts.complianceCheck.texasCompliant, score: facts.complianceCheck.score },
    market: { position: facts.marketComparison.marketPosition, dataConfidence: facts.marketComparison.dataConfidence },
  };
  return [
    {
      role: 'system',
      content: [
        'You edit the wording of a Texas real-estate contract analysis written for a licensed agent.',
        'Return only a JSON object with the keys aiAnalysis, suggestions and negotiationTips, in exactly the shape of "prose" below, keeping every index.',
        'Rewrite for clarity and a professional, plain tone. Do not add, remove or change any number, dollar amount, percentage, date, day count, form number or paragraph reference: copy them exactly as given, or leave them out.',
        'Use only the facts given. Do not give legal advice, and do not write contract language: on TREC promulgated forms a license holder may add only factual statements and business details (TREC Rule §537.11).',
      ].join(' '),
    },
    { role: 'user', content: JSON.stringify({ facts: context, prose: currentProse(facts) }) },
  ];
}

// Each rewrite may use only the figures of the item it rewrites, so a real date cannot drift from
// the deadline it belongs to into another sentence.
export function mergeContractAnalysisProse(
  facts: ContractAnalysisOutput,
  prose: ContractAnalysisProse,
): ContractAnalysisOutput {
  const guard = (originals: string[]) => {
    const allowed = figures(originals.join('\n'));
    return (original: string, rewrite: string) => (usesOnlyFigures(rewrite, allowed) ? rewrite : original);
  };
  const suggestionAt = new Map(prose.suggestions.map((s) => [s.index, s]));
  const tipAt = new Map(prose.negotiationTips.map((t) => [t.index, t]));
  return {
    ...facts,
    aiAnalysis: guard([facts.aiAnalysis])(facts.aiAnalysis, prose.aiAnalysis),
    suggestions: facts.suggestions.map((s, i) => {
      const p = suggestionAt.get(i);
      if (!p) return s;
      const pick = guard([s.suggestion, s.implementation, s.benefit]);
      return {
        ...s,
        suggestion: pick(s.suggestion, p.suggestion),
        implementation: pick(s.implementation, p.implementation),
        benefit: pick(s.benefit, p.benefit),
      };
    }),
    negotiationTips: facts.negotiationTips.map((t, i) => {
      const p = tipAt.get(i);
      if (!p) return t;
      const pick = guard([t.strategy, t.tactic, t.rationale, t.language]);
      return {
        ...t,
        strategy: pick(t.strategy, p.strategy),
        tactic: pick(t.tactic, p.tactic),
        rationale: pick(t.rationale, p.rationale),
        language: pick(t.language, p.language),
      };
    }),
  };
}
