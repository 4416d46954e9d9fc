import { RESALE_FINANCED_2026, resaleFinanced2026 } from '@bluebonnet/domain/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedMarket } from '../../test/fixed-market';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('comparison, clause generator and market insights', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let analysisId: number;

  beforeAll(async () => {
    t = await createTestApp({}, { market: fixedMarket });
    const u = await t.createUser();
    cookie = await t.login(u.email, u.password);
    const o = await t.createUser();
    otherCookie = await t.login(o.email, o.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contract-analyses',
      payload: { contractType: 'purchase', contractText: RESALE_FINANCED_2026 },
      headers: { cookie },
    });
    analysisId = res.json().id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, c: string | null = cookie) =>
    t.app.inject({ method: 'POST', url, payload, headers: c ? { cookie: c } : {} });

  it('compares a saved analysis with a pasted counter-offer term by term', async () => {
    const counter = resaleFinanced2026({ salesPrice: '495,000.00', cashPortion: '107,000.00' });
    const res = await post('/api/contract-comparisons', {
      contractA: { analysisId },
      contractB: { text: counter, label: 'Counter-offer' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.labelB).toBe('Counter-offer');
    const price = body.differences.find((d: { term: string }) => /sales price/i.test(d.term));
    expect(price).toMatchObject({ category: 'money', favours: 'a' });
    expect(price.difference).toContain('10,000');
    expect(body.meta.engine).toBe('offline');
  });

  it('answers 404 when comparing another realtor’s analysis, and 400 with one side missing', async () => {
    const theirs = await post(
      '/api/contract-comparisons',
      { contractA: { analysisId }, contractB: { text: RESALE_FINANCED_2026 } },
      otherCookie,
    );
    expect(theirs.statusCode).toBe(404);
    const half = await post('/api/contract-comparisons', { contractA: { analysisId }, contractB: {} });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('Provide two contracts to compare (text or a saved analysis).');
  });

  it('drafts clauses for the need, with the promulgated-form notice', async () => {
    const res = await post('/api/generate-clauses', {
      contractType: 'purchase',
      clientType: 'first-time-buyer',
      specificNeeds: 'appraisal might come in low; need help with closing costs',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notice).toMatch(/factual/i);
    expect(body.clauses.length).toBeGreaterThan(0);
    expect(body.clauses.slice(0, 3).some((c: { matchedNeeds: string[] }) => c.matchedNeeds.length > 0)).toBe(true);
    const bad = await post('/api/generate-clauses', { contractType: 'purchase', clientType: 'landlord' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please select a client type.');
  });

  it('gives market insights for a ZIP from the bundled data with dates, and for a saved contract', async () => {
    const res = await post('/api/contract-market-insights', { area: '75025' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.zip).toBe('75025');
    expect(body.figures.length).toBeGreaterThan(2);
    expect(body.figures.find((f: { label: string }) => /Typical home value/.test(f.label)).asOf).toMatch(/^\d{4}/);
    expect(body.meta.sources.length).toBeGreaterThan(0);
    const saved = await post('/api/contract-market-insights', { analysisId });
    expect(saved.json().zip).toBe('75025');
    expect((await post('/api/contract-market-insights', { analysisId }, otherCookie)).statusCode).toBe(404);
    const nowhere = await post('/api/contract-market-insights', { area: 'Atlantis' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toMatch(/No bundled market data covers "Atlantis"/);
  });

  it('answers 401 when signed out', async () => {
    expect(
      (await post('/api/generate-clauses', { contractType: 'purchase', clientType: 'seller' }, null)).statusCode,
    ).toBe(401);
  });
});
