import { clientAnalysis } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { analyseClient } from '../../../../engines/client-analysis/index';
import { maria } from '../../../../test/client-analysis-fixtures';
import { createOfflineEngine } from '../../offline-engine';
import { clientAnalysisTask } from './client-analysis-task';
import { clientAnalysisProse, mergeClientAnalysisProse } from './prose';

const facts = analyseClient({ ...maria, budgetRange: 'under-300k', preferredAreas: 'Frisco' });

describe('LLM prose for the client analysis', () => {
  it('sends the computed facts and asks for prose only', () => {
    const [system, user] = clientAnalysisTask.prose!.prompt(maria, facts);
    expect(system!.content).toMatch(/Do not add, remove or change any number/);
    const body = JSON.parse(user!.content) as {
      facts: { conversionScore: number };
      prose: { recommendedActions: unknown[] };
    };
    expect(body.facts.conversionScore).toBe(facts.conversionScore);
    expect(body.prose.recommendedActions).toHaveLength(facts.recommendedActions.length);
  });

  it('takes rewritten wording, and nothing else', () => {
    const parsed = clientAnalysisProse.parse({
      clientProfile: 'Maria, a first-time buyer, hopes to buy in Frisco soon and needs a lender.',
      aiInsights: 'Strong lead: referred, and moving within a few months.',
      recommendedActions: [
        { index: 1, action: 'Introduce Maria to a lender you trust', reason: 'She asked for help with pre-approval.' },
      ],
      conversionScore: 100,
      urgencyLevel: 'critical',
    });
    const merged = mergeClientAnalysisProse(facts, parsed);
    expect(merged.clientProfile).toBe('Maria, a first-time buyer, hopes to buy in Frisco soon and needs a lender.');
    expect(merged.recommendedActions[1]).toMatchObject({
      action: 'Introduce Maria to a lender you trust',
      priority: facts.recommendedActions[1]!.priority,
      timeframe: facts.recommendedActions[1]!.timeframe,
    });
    expect({ ...merged, clientProfile: '', aiInsights: '', recommendedActions: [] }).toEqual({
      ...facts,
      clientProfile: '',
      aiInsights: '',
      recommendedActions: [],
    });
  });

  it('rejects a rewrite that invents a figure', () => {
    const merged = mergeClientAnalysisProse(facts, {
      clientProfile: 'Maria can afford $450,000 in Frisco.',
      aiInsights: 'Market fit is 90/100.',
      recommendedActions: [{ index: 0, action: 'Call Maria within 15 minutes', reason: 'Hot lead.' }],
    });
    expect(merged.clientProfile).toBe(facts.clientProfile);
    expect(merged.aiInsights).toBe(facts.aiInsights);
    expect(merged.recommendedActions[0]!.action).toBe(facts.recommendedActions[0]!.action);
  });
});

describe('the client-analysis task', () => {
  it('matches the stored analysis schema and cites its data through the engine', async () => {
    const { output, meta } = await createOfflineEngine(() => new Date('2026-11-21T12:00:00Z')).run(
      clientAnalysisTask,
      maria,
    );
    expect(() => clientAnalysis.parse({ ...output, meta })).not.toThrow();
    expect(meta.engine).toBe('offline');
    expect(meta.sources.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Bluebonnet client-scoring rules v1', 'Zillow ZHVI (ZIP)', 'Redfin ZIP market tracker']),
    );
    expect(meta.sources.find((s) => s.name === 'Zillow ZHVI (ZIP)')!.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
