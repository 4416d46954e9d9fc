import { leadInsights } from '@bluebonnet/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { computeLeadInsights } from '../../../../engines/lead-insights/index';
import { aLead, anActivity, inputFor, NOW } from '../../../../engines/lead-insights/test-fixtures';
import { bundledReferenceData } from '../../../../reference-data/index';
import { startFakeChatServer, type ChatReply } from '../../../../test/fake-chat-server';
import { createOfflineEngine } from '../../offline-engine';
import { createOpenAiCompatibleEngine } from '../../openai-compatible-engine';
import { leadAnalysisTask } from './lead-analysis-task';

const input = inputFor(aLead(), [anActivity(3, 'call', 'no_response'), anActivity(6, 'call', 'no_response')]);
const offline = computeLeadInsights(input);

describe('the lead-analysis task offline', () => {
  it('is the engine’s reading, citing the rules and the dated market data', async () => {
    const { output, meta } = await createOfflineEngine(() => NOW).run(leadAnalysisTask, {
      ...input,
      lead: aLead({ preferredAreas: 'Frisco' }),
      referenceData: bundledReferenceData(),
    });
    expect(meta.engine).toBe('offline');
    expect(meta.fallbackReason).toBeUndefined();
    expect(meta.sources.map((s) => s.name)).toEqual(['Bluebonnet lead-scoring rules v1', 'Zillow ZHVI (ZIP)']);
    expect(meta.sources[1]!.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const { sources: _sources, ...reading } = output;
    expect(() => leadInsights.parse({ ...reading, leadId: 7, computedAt: NOW.toISOString(), meta })).not.toThrow();
  });
});

describe('the lead-analysis task with an LLM', () => {
  let server: Awaited<ReturnType<typeof startFakeChatServer>> | undefined;
  afterEach(() => server?.close());
  const engineWith = async (reply: ChatReply) => {
    server = await startFakeChatServer(() => reply);
    return createOpenAiCompatibleEngine({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 2000 }, () => NOW);
  };

  it('takes the rewritten prose and keeps every score, date and priority', async () => {
    const engine = await engineWith({
      content: JSON.stringify({
        aiAnalysis: 'Maria has gone quiet on the phone lately, though her record is strong.',
        recommendedActions: [
          {
            index: 0,
            action: 'Send Maria a short email instead of calling',
            reason: 'Two calls in a row went unanswered.',
          },
        ],
        engagementScore: 99,
        recommendedActionsDueDates: ['2030-01-01'],
      }),
    });
    const { output, meta } = await engine.run(leadAnalysisTask, input);
    expect(meta).toMatchObject({ engine: 'llm:test-model', model: 'test-model' });
    expect(output.aiAnalysis).toBe('Maria has gone quiet on the phone lately, though her record is strong.');
    expect(output.recommendedActions[0]).toEqual({
      ...offline.recommendedActions[0],
      action: 'Send Maria a short email instead of calling',
      reason: 'Two calls in a row went unanswered.',
    });
    expect({ ...output, aiAnalysis: '', recommendedActions: [] }).toEqual({
      ...offline,
      aiAnalysis: '',
      recommendedActions: [],
    });
  });

  it.each([
    ['output off the schema', { content: '{"aiAnalysis": 42}' }, /did not match the schema/],
    ['an invented figure', { content: '{"aiAnalysis": "Maria is 87% likely to buy by June 1, 2026."}' }, /figure/],
    [
      'an action that does not exist',
      {
        content: JSON.stringify({ aiAnalysis: 'Fine.', recommendedActions: [{ index: 7, action: 'x', reason: 'y' }] }),
      },
      /no action 7/,
    ],
  ] as const)('falls back to the offline prose on %s, and says why', async (_label, reply, reason) => {
    const engine = await engineWith(reply);
    const { output, meta } = await engine.run(leadAnalysisTask, input);
    expect(output).toEqual(offline);
    expect(meta.engine).toBe('offline');
    expect(meta.fallbackReason).toMatch(reason);
  });
});
