import { describe, expect, it } from 'vitest';
import { computeLeadInsights } from '../../../../engines/lead-insights/index';
import { aLead, anActivity, inputFor } from '../../../../engines/lead-insights/test-fixtures';
import { leadAnalysisTask } from './lead-analysis-task';
import { leadAnalysisProse, mergeLeadAnalysisProse } from './prose';

const input = inputFor(aLead({ notes: 'Gate code 4411', preApproval: 'unknown' }), [
  anActivity(2, 'property_showing', 'positive'),
  anActivity(5, 'call', 'neutral'),
]);
const facts = computeLeadInsights(input);

describe('LLM prose for the lead insights', () => {
  it('sends the computed reading and asks for prose only, without contact details or notes', () => {
    const [system, user] = leadAnalysisTask.prose!.prompt(input, facts);
    expect(system!.content).toMatch(/Do not add, remove or change any number/);
    const body = JSON.parse(user!.content) as {
      facts: { engagementScore: number; conversionProbability: number; actions: { dueDate: string }[] };
      prose: { aiAnalysis: string; recommendedActions: unknown[] };
    };
    expect(body.facts.engagementScore).toBe(facts.engagementScore);
    expect(body.facts.conversionProbability).toBe(facts.conversionProbability);
    expect(body.facts.actions.map((a) => a.dueDate)).toEqual(facts.recommendedActions.map((a) => a.dueDate));
    expect(body.prose.aiAnalysis).toBe(facts.aiAnalysis);
    expect(body.prose.recommendedActions).toHaveLength(facts.recommendedActions.length);
    expect(user!.content).not.toMatch(/maria@example\.com|555-0142|Gate code/);
  });

  it('takes rewritten wording, and nothing else', () => {
    const parsed = leadAnalysisProse.parse({
      aiAnalysis: 'Maria is warming up: her last showing went well. Book the next one and ask about financing.',
      recommendedActions: [
        {
          index: 1,
          action: 'Ask Maria whether she has talked to a lender',
          reason: 'She liked the last home she saw; her pre-approval is not on file.',
        },
      ],
      engagementScore: 100,
      conversionProbability: 100,
    });
    const merged = mergeLeadAnalysisProse(facts, parsed);
    expect(merged.aiAnalysis).toBe(parsed.aiAnalysis);
    expect(merged.recommendedActions[1]).toEqual({
      ...facts.recommendedActions[1],
      action: 'Ask Maria whether she has talked to a lender',
      reason: 'She liked the last home she saw; her pre-approval is not on file.',
    });
    expect(merged.recommendedActions[0]).toEqual(facts.recommendedActions[0]);
    expect({ ...merged, aiAnalysis: '', recommendedActions: [] }).toEqual({
      ...facts,
      aiAnalysis: '',
      recommendedActions: [],
    });
  });

  it('refuses a rewrite that invents a figure or an action', () => {
    const invented = {
      aiAnalysis: 'Maria can afford $600,000 and will close by July 1, 2026.',
      recommendedActions: [],
    };
    expect(() => mergeLeadAnalysisProse(facts, invented)).toThrow(/figure/);
    const extra = {
      aiAnalysis: facts.aiAnalysis,
      recommendedActions: [{ index: 9, action: 'Send flowers', reason: 'Nice touch.' }],
    };
    expect(() => mergeLeadAnalysisProse(facts, extra)).toThrow(/no action 9/);
    const dated = {
      aiAnalysis: facts.aiAnalysis,
      recommendedActions: [{ index: 0, action: 'Book a showing for May 30, 2026', reason: 'Hot lead.' }],
    };
    expect(() => mergeLeadAnalysisProse(facts, dated)).toThrow(/figure/);
  });

  it('lets the summary quote the factors’ own figures', () => {
    const budget = facts.conversionFactors.find((f) => f.name === 'Budget vs. market')!;
    expect(budget.detail).toContain('$450,000');
    const merged = mergeLeadAnalysisProse(facts, {
      aiAnalysis: 'Her $450,000 budget matches the typical Testville home.',
      recommendedActions: [],
    });
    expect(merged.aiAnalysis).toBe('Her $450,000 budget matches the typical Testville home.');
  });

  it('rejects malformed output at the schema', () => {
    expect(leadAnalysisProse.safeParse({ aiAnalysis: '' }).success).toBe(false);
    expect(
      leadAnalysisProse.safeParse({ aiAnalysis: 'ok', recommendedActions: [{ index: 0, action: 'a' }] }).success,
    ).toBe(false);
    const twice = [0, 0].map((index) => ({ index, action: 'Call', reason: 'Quiet.' }));
    expect(leadAnalysisProse.safeParse({ aiAnalysis: 'ok', recommendedActions: twice }).success).toBe(false);
  });
});
