import { RESALE_FINANCED_2026 } from '@bluebonnet/domain/test-fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAnalysisInputFrom } from '../../engines/client-analysis/index';
import { bundledReferenceData } from '../../reference-data/index';
import { fixedMarket } from '../../test/fixed-market';
import { startFakeChatServer, type ChatReply } from '../../test/fake-chat-server';
import { createOpenAiCompatibleEngine } from './openai-compatible-engine';
import { clientAnalysisTask } from './tasks/client-analysis/index';
import { contractAnalysisTask } from './tasks/contract-analysis/index';

const input = {
  contractType: 'purchase' as const,
  text: RESALE_FINANCED_2026,
  filename: null,
  today: '2026-04-15',
  market: fixedMarket,
};
const offline = contractAnalysisTask.offline(input);

describe('the OpenAI-compatible engine', () => {
  let server: Awaited<ReturnType<typeof startFakeChatServer>> | undefined;
  afterEach(() => server?.close());

  const engineWith = async (reply: (prompt: string) => ChatReply, timeoutMs = 2000) => {
    server = await startFakeChatServer((req) => reply(req.messages.map((m) => m.content).join('\n')));
    return createOpenAiCompatibleEngine({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs });
  };

  it('lets the model rewrite the summary, and sends the computed facts, the key and JSON mode', async () => {
    const engine = await engineWith(() => ({
      content: JSON.stringify({
        aiAnalysis: 'A clean Plano resale with a conventional loan; watch the option period.',
      }),
    }));
    const { output, meta } = await engine.run(contractAnalysisTask, input);
    expect(output.aiAnalysis).toBe('A clean Plano resale with a conventional loan; watch the option period.');
    expect(meta).toMatchObject({ engine: 'llm:test-model', model: 'test-model' });
    expect(meta.fallbackReason).toBeUndefined();
    const sent = server!.requests[0]!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(sent.messages.map((m) => m.content).join('\n')).toContain('2026-04-21');
  });

  it('never lets the model change a date, an amount or a score', async () => {
    const engine = await engineWith(() => ({
      content: JSON.stringify({
        aiAnalysis: 'Closing is 2027-01-01 at $999,999.',
        riskScore: 99,
        deadlines: [],
        keyDates: { closing: '2030-01-01' },
      }),
    }));
    const { output } = await engine.run(contractAnalysisTask, input);
    expect(output.riskScore).toBe(offline.riskScore);
    expect(output.deadlines).toEqual(offline.deadlines);
    expect(output.keyDates).toEqual(offline.keyDates);
    expect(output.aiAnalysis).not.toContain('999,999');
  });

  it.each([
    ['a time-out', { delayMs: 500, content: '{"aiAnalysis":"late"}' }, /LLM unavailable/],
    ['invalid JSON', { content: 'Sure! Here is the analysis…' }, /LLM unavailable/],
    ['output off the schema', { content: '{"aiAnalysis": 42}' }, /did not match the schema/],
    ['a refusal', { refusal: 'I cannot help with that.' }, /refused/],
    ['a server error', { status: 500 }, /HTTP 500/],
  ] as const)('falls back to the offline result on %s, and says so', async (_label, reply, reason) => {
    const engine = await engineWith(() => reply, 200);
    const { output, meta } = await engine.run(contractAnalysisTask, input);
    expect(output).toEqual(offline);
    expect(meta.engine).toBe('offline');
    expect(meta.fallbackReason).toMatch(reason);
  });
});

describe('the OpenAI-compatible engine on the client analysis', () => {
  let server: Awaited<ReturnType<typeof startFakeChatServer>> | undefined;
  afterEach(() => server?.close());

  const clientInput = clientAnalysisInputFrom(
    {
      id: 1,
      realtorId: 1,
      firstName: 'Maria',
      lastName: 'Gonzalez',
      email: 'maria@example.com',
      phone: '4695550182',
      preferredContact: 'phone',
      realEstateGoal: 'buying',
      propertyType: 'single-family',
      budgetRange: '500k-750k',
      timeframe: '1-3-months',
      currentSituation: 'first-time-buyer',
      preferredAreas: 'Plano',
      additionalNeeds: null,
      preApprovalStatus: 'pre-approved',
      hearAboutUs: 'referral',
      notes: null,
      status: 'new',
      priority: 'medium',
      nextFollowUpDate: null,
      lastContactDate: null,
      formSource: 'web',
      isCompleted: true,
      smsConsent: true,
      conversionScore: null,
      urgencyLevel: null,
      clientProfile: null,
      aiInsights: null,
      recommendedActions: null,
      marketMatch: null,
      createdAt: '2026-11-20T15:00:00.000Z',
      updatedAt: '2026-11-20T15:00:00.000Z',
    },
    '2026-11-21',
    bundledReferenceData(),
  );
  const facts = clientAnalysisTask.offline(clientInput);

  it('takes the model’s wording of the profile but never its score, urgency or likelihood', async () => {
    server = await startFakeChatServer(() => ({
      content: JSON.stringify({
        clientProfile: 'Maria is a pre-approved first-time buyer focused on Plano.',
        aiInsights: 'Move quickly: she is ready and referred.',
        conversionScore: 3,
        urgencyLevel: 'low',
        marketMatch: { likelihood: 1 },
      }),
    }));
    const engine = createOpenAiCompatibleEngine({ baseUrl: server.baseUrl, model: 'local-llama', timeoutMs: 2000 });
    const { output, meta } = await engine.run(clientAnalysisTask, clientInput);
    expect(meta.engine).toBe('llm:local-llama');
    expect(output.clientProfile).toBe('Maria is a pre-approved first-time buyer focused on Plano.');
    expect(output.conversionScore).toBe(facts.conversionScore);
    expect(output.urgencyLevel).toBe(facts.urgencyLevel);
    expect(output.marketMatch?.likelihood).toBe(facts.marketMatch?.likelihood);
    expect(output.factors).toEqual(facts.factors);
  });

  it('falls back to the offline analysis when the model is too slow', async () => {
    server = await startFakeChatServer(() => ({ delayMs: 400, content: '{}' }));
    const engine = createOpenAiCompatibleEngine({ baseUrl: server.baseUrl, model: 'local-llama', timeoutMs: 150 });
    const { output, meta } = await engine.run(clientAnalysisTask, clientInput);
    expect(output).toEqual(facts);
    expect(meta).toMatchObject({ engine: 'offline', fallbackReason: expect.stringMatching(/LLM unavailable/) });
  });
});
