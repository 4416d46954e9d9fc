import { conversionLabel, engagementLabel, leadInsights } from '@bluebonnet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadActivities, leads } from '../../db/schema/index';
import { startFakeChatServer } from '../../test/fake-chat-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, leadBody, signedInRealtor } from './leads.fixture';

let now = new Date('2026-11-02T15:00:00Z');
const DAY = 86_400_000;

describe('lead activities and insights', () => {
  let t: TestApp;
  let as: ReturnType<typeof call>;
  let leadId: number;
  const row = async () => (await t.database.db.select().from(leads).where(eq(leads.id, leadId)))[0];
  const countActivities = async () => (await t.database.db.select().from(leadActivities)).length;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
    as = call(t, await signedInRealtor(t));
    leadId = (await as('POST', '/api/leads', leadBody())).json().id;
  });
  afterAll(() => t.close());

  it('gives a lead with no activity an honest early-stage reading with named factors', async () => {
    const res = await as('GET', `/api/leads/${leadId}/insights`);
    expect(res.statusCode).toBe(200);
    const insights = leadInsights.parse(res.json());
    expect(insights).toMatchObject({ leadId, earlyStage: true, meta: { engine: 'offline' } });
    expect(insights.engagementLabel).toBe(engagementLabel(insights.engagementScore));
    expect(insights.conversionLabel).toBe(conversionLabel(insights.conversionProbability));
    for (const f of [...insights.engagementFactors, ...insights.conversionFactors]) expect(f.name).not.toBe('');
    expect(insights.recommendedActions.length).toBeGreaterThan(0);
    expect(insights.meta.sources.length).toBeGreaterThan(0);
  });

  let before: { engagementScore: number | null };
  it('logs a call: sets the last contact, keeps the status, and recomputes the stored insights', async () => {
    before = (await row()) as { engagementScore: number | null };
    now = new Date(now.getTime() + 60_000);
    const res = await as('POST', `/api/leads/${leadId}/activities`, {
      type: 'call',
      description: 'Talked about Frisco schools',
      outcome: 'positive',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      leadId,
      type: 'call',
      description: 'Talked about Frisco schools',
      outcome: 'positive',
      createdAt: now.toISOString(),
    });
    const after = await row();
    expect(after?.status).toBe('new');
    expect(after?.lastContactAt?.toISOString()).toBe(now.toISOString());
    expect(after?.engagementScore).toBeGreaterThan(before.engagementScore ?? 0);
    expect(after?.insights?.earlyStage).toBe(false);
    const insights = (await as('GET', `/api/leads/${leadId}/insights`)).json();
    expect(insights.engagementScore).toBe(after?.engagementScore);
    expect(insights.computedAt).toBe(after?.insights?.computedAt);
  });

  it('logs a note without counting it as a contact', async () => {
    const last = (await row())?.lastContactAt;
    now = new Date(now.getTime() + 60_000);
    const res = await as('POST', `/api/leads/${leadId}/activities`, {
      type: 'note',
      description: 'Prefers texts',
      outcome: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().outcome).toBeNull();
    expect((await row())?.lastContactAt).toEqual(last);
  });

  it('lists the activities newest first', async () => {
    const res = await as('GET', `/api/leads/${leadId}/activities`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { type: string }) => a.type)).toEqual(['note', 'call']);
  });

  it.each([
    ['no type', { description: 'Called' }, 'body.type', 'Choose an activity type'],
    ['an unknown type', { type: 'text', description: 'Hi' }, 'body.type', 'Choose an activity type'],
    ['no description', { type: 'call', description: '   ' }, 'body.description', 'Describe the activity'],
    [
      'an unknown outcome',
      { type: 'call', description: 'x', outcome: 'great' },
      'body.outcome',
      'Choose an outcome from the list',
    ],
  ])('refuses an activity with %s (400, nothing stored)', async (_label, body, path, message) => {
    const activities = await countActivities();
    const lead = await row();
    const res = await as('POST', `/api/leads/${leadId}/activities`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await countActivities()).toBe(activities);
    expect(await row()).toEqual(lead);
  });

  it('recomputes a reading from an earlier day on read: "days since contact" moves with the calendar', async () => {
    const stored = (await row())?.insights;
    expect((await as('GET', `/api/leads/${leadId}/insights`)).json().computedAt).toBe(stored?.computedAt);
    now = new Date(now.getTime() + 9 * DAY);
    const later = (await as('GET', `/api/leads/${leadId}/insights`)).json();
    expect(later.computedAt).toBe(now.toISOString());
    expect(later.engagementScore).toBeLessThan(stored?.engagementScore ?? 0);
    expect((await row())?.insights?.computedAt).toBe(now.toISOString());
  });

  it('recomputes on AI analysis with the offline engine when no LLM is configured', async () => {
    now = new Date(now.getTime() + 60_000);
    const res = await as('POST', `/api/leads/${leadId}/ai-analysis`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ leadId, computedAt: now.toISOString(), meta: { engine: 'offline' } });
    expect((await row())?.insights?.computedAt).toBe(now.toISOString());
  });
});

describe('lead AI analysis with an LLM', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof startFakeChatServer>>;
  const SUMMARY = 'Maria is a promising lead; a friendly call soon would keep the momentum going.';

  beforeAll(async () => {
    server = await startFakeChatServer(() => ({
      content: JSON.stringify({ aiAnalysis: SUMMARY, recommendedActions: [], engagementScore: 99 }),
    }));
    t = await createTestApp({ AI_BASE_URL: server.baseUrl, AI_MODEL: 'test-model' }, { clock: () => now });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('takes the LLM’s prose but never its scores, and stores the reading', async () => {
    const as = call(t, await signedInRealtor(t));
    const id = (await as('POST', '/api/leads', leadBody())).json().id as number;
    const offline = (await as('GET', `/api/leads/${id}/insights`)).json();
    const res = await as('POST', `/api/leads/${id}/ai-analysis`);
    expect(res.statusCode).toBe(200);
    const reading = res.json();
    expect(reading).toMatchObject({ aiAnalysis: SUMMARY, meta: { engine: 'llm:test-model' } });
    expect(reading.engagementScore).toBe(offline.engagementScore);
    expect(reading.conversionProbability).toBe(offline.conversionProbability);
    expect(reading.recommendedActions).toEqual(offline.recommendedActions);
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    expect(stored?.insights?.aiAnalysis).toBe(SUMMARY);
    // The prompt carries the computed reading and the first name, never contact details.
    const prompt = server.requests.map((r) => r.messages.map((m) => m.content).join('\n')).join('\n');
    expect(prompt).not.toContain('maria.gonzalez@example.com');
    expect(prompt).not.toContain('555-0182');
  });
});
