import { RESALE_FINANCED_2026, RESALE_PRE_1978 } from '@bluebonnet/domain/test-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractAnalyses, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixedMarket } from '../../test/fixed-market';
// The month the allowance counts in, as users.analysis_count_month stores it ('YYYY-MM', UTC).
const thisMonth = new Date().toISOString().slice(0, 7);

describe('contract analyses', () => {
  let t: TestApp;
  let rosa: { id: number; cookie: string };
  let other: { id: number; cookie: string };

  const post = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/contract-analyses', payload, headers: cookie ? { cookie } : {} });
  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const countFor = async (id: number) =>
    (await t.database.db.select().from(contractAnalyses).where(eq(contractAnalyses.realtorId, id))).length;

  beforeAll(async () => {
    t = await createTestApp({}, { market: fixedMarket });
    const a = await t.createUser({ firstName: 'Rosa' });
    const b = await t.createUser({ firstName: 'Other' });
    rosa = { id: a.id, cookie: await t.login(a.email, a.password) };
    other = { id: b.id, cookie: await t.login(b.email, b.password) };
  });
  afterAll(() => t.close());

  it('answers 401 when signed out', async () => {
    expect((await post(undefined, { contractType: 'purchase', contractText: RESALE_FINANCED_2026 })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/contract-analyses' })).statusCode).toBe(401);
  });

  it.each([
    ['no type', { contractText: RESALE_FINANCED_2026 }, 'Please select a contract type.'],
    [
      'blank text',
      { contractType: 'purchase', contractText: '   ' },
      'Please select a contract type and provide contract text.',
    ],
    [
      'short text',
      { contractType: 'purchase', contractText: 'Buyer agrees to buy the house.' },
      'Please provide a more complete contract for accurate analysis.',
    ],
    [
      'unknown type',
      { contractType: 'mortgage', contractText: RESALE_FINANCED_2026 },
      'Please select a contract type.',
    ],
  ])('refuses %s with a clear 400 and stores and counts nothing', async (_label, payload, message) => {
    const res = await post(rosa.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countFor(rosa.id)).toBe(0);
    const [u] = await t.database.db.select().from(users).where(eq(users.id, rosa.id));
    expect(u?.monthlyContractAnalysisCount).toBe(0);
  });

  let analysisId: number;
  it('analyses a TREC 20-18 resale contract with its addenda, with evidence and deadlines', async () => {
    const res = await post(rosa.cookie, {
      contractType: 'purchase',
      contractText: RESALE_FINANCED_2026,
      filename: 'hollow-creek.pdf',
    });
    expect(res.statusCode).toBe(201);
    const a = res.json();
    analysisId = a.id;
    expect(a.form).toMatchObject({ formNumber: '20', version: '20-18' });
    expect(a.meta.engine).toBe('offline');
    const price = a.keyTerms.find((k: { key: string }) => /sales.?price/i.test(k.key));
    expect(price.value).toContain('$485,000');
    expect(RESALE_FINANCED_2026).toContain(price.evidence.quote);
    const option = a.deadlines.find((d: { key: string }) => d.key === 'option-period');
    expect(option).toMatchObject({ dueDate: '2026-04-21', dueTime: '17:00', paragraph: expect.stringContaining('5') });
    expect(a.actionItems.length).toBeGreaterThan(0);
    expect(a.actionItems.every((i: { completed: boolean }) => i.completed === false)).toBe(true);
    expect(a.riskScore).toBeLessThanOrEqual(40);
  });

  it('counts the analysis against the monthly allowance and shows it on the current user', async () => {
    const me = (await get(rosa.cookie, '/api/auth/user')).json();
    expect(me.monthlyContractAnalysisCount).toBe(1);
  });

  it('lists only the realtor’s own analyses, and answers 404 for another realtor’s id', async () => {
    const mine = (await get(rosa.cookie, '/api/contract-analyses')).json();
    expect(mine.map((x: { id: number }) => x.id)).toEqual([analysisId]);
    expect((await get(other.cookie, '/api/contract-analyses')).json()).toEqual([]);
    expect((await get(other.cookie, `/api/contract-analyses/${analysisId}`)).statusCode).toBe(404);
    expect((await get(rosa.cookie, `/api/contract-analyses/${analysisId}`)).json().id).toBe(analysisId);
  });

  it('marks an action item done; another realtor gets 404; bad input gets 400', async () => {
    const a = (await get(rosa.cookie, `/api/contract-analyses/${analysisId}`)).json();
    const item = a.actionItems[0];
    const url = `/api/contract-analyses/${analysisId}/action-items/${item.id}`;
    const theirs = await t.app.inject({
      method: 'PATCH',
      url,
      payload: { completed: true },
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url,
      payload: { completed: 'yes' },
      headers: { cookie: rosa.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PATCH',
      url,
      payload: { completed: true },
      headers: { cookie: rosa.cookie },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().actionItem).toMatchObject({ id: item.id, completed: true });
    const after = (await get(rosa.cookie, `/api/contract-analyses/${analysisId}`)).json();
    expect(after.actionItems.find((i: { id: string }) => i.id === item.id).completed).toBe(true);
    const undo = await t.app.inject({
      method: 'PATCH',
      url,
      payload: { completed: false },
      headers: { cookie: rosa.cookie },
    });
    expect(undo.json().actionItem.completed).toBe(false);
  });

  it('flags a pre-1978 house sold without the lead-based paint addendum as high risk', async () => {
    const res = await post(rosa.cookie, { contractType: 'purchase', contractText: RESALE_PRE_1978 });
    expect(res.statusCode).toBe(201);
    const a = res.json();
    expect(a.riskScore).toBeGreaterThan(60);
    const issue = a.criticalIssues.find((i: { title: string }) => /lead/i.test(i.title));
    expect(issue).toBeDefined();
    const lead = a.complianceCheck.requiredDisclosures.find((d: { name: string }) => /lead/i.test(d.name));
    expect(lead.status).toBe('missing');
  });
});

describe('monthly analysis limits by plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { market: fixedMarket });
  });
  afterAll(() => t.close());

  const analyse = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contract-analyses',
      payload: { contractType: 'purchase', contractText: RESALE_FINANCED_2026 },
      headers: { cookie },
    });

  it('refuses the sixth analysis of a starter month with 403 and stores nothing', async () => {
    const u = await t.createUser({ analysisCountMonth: thisMonth, monthlyContractAnalysisCount: 5 });
    const cookie = await t.login(u.email, u.password);
    const res = await analyse(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/used the 5 contract analyses your plan includes this month/);
    const rows = await t.database.db.select().from(contractAnalyses).where(eq(contractAnalyses.realtorId, u.id));
    expect(rows).toHaveLength(0);
  });

  it('tells a trial plan that the trial limit is reached', async () => {
    const u = await t.createUser({
      subscriptionPlan: 'test',
      analysisCountMonth: thisMonth,
      monthlyContractAnalysisCount: 5,
    });
    const res = await analyse(await t.login(u.email, u.password));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Trial limit reached. Upgrade to continue using contract analysis.');
  });

  it('starts a new count in a new month', async () => {
    const u = await t.createUser({ analysisCountMonth: '2020-01', monthlyContractAnalysisCount: 5 });
    const cookie = await t.login(u.email, u.password);
    expect((await analyse(cookie)).statusCode).toBe(201);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json().monthlyContractAnalysisCount).toBe(1);
  });

  it('never limits a professional plan', async () => {
    const u = await t.createUser({
      subscriptionPlan: 'professional',
      monthlyContractAnalysisLimit: 999999,
      analysisCountMonth: thisMonth,
      monthlyContractAnalysisCount: 40,
    });
    expect((await analyse(await t.login(u.email, u.password))).statusCode).toBe(201);
  });
});
