// The main flows' answers read as an agent writes: no developer text, no raw option codes, place names
// spelled the Texan way, no key names for labels, no doubled periods or repeated "Label: Label".
import { RESALE_FINANCED_2026 } from '@bluebonnet/domain/test-fixtures';
import { developerTextIn } from '@bluebonnet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { intakeForm } from './test/intake-form.fixture';

/** Machine-readable parts of an answer that no screen shows (the stored search criteria). */
const NOT_SHOWN = new Set(['searchCriteria']);

/** Fields whose value is a stored code (shown through a label table), not words. */
const CODE_FIELDS = new Set([
  'realEstateGoal',
  'propertyType',
  'budgetRange',
  'timeframe',
  'currentSituation',
  'preApprovalStatus',
  'hearAboutUs',
  'preferredContact',
  'status',
  'priority',
  'urgencyLevel',
  'formSource',
  'category',
  'kind',
  'engine',
  'provider',
  'researchStatus',
  'researchFrequency',
  'contractType',
  'clientPriority',
  'source',
  'id',
  'propertyId',
  'deadlineKey',
  'assignedTo',
  'features',
]);

const RAW_CODE =
  /\b(?:1-3-months|3-6-months|6-12-months|buying-process|past-client|social-media|need-help|not-ready|home-office|under-300k|300k-500k|500k-750k)\b/;
const BAD_PLACE = /\bMc[a-z]|\bMC [A-Z]|\b[A-Z]{3,} ISD\b|\bIsd\b|\bDesoto\b/;
const DOUBLE_PERIOD = /[A-Za-z]\.\.(?!\.)/;
const REPEATED_LABEL = /\b([A-Z][a-z]+(?: [a-z]+){0,3}): \1\b/;
const FIXED_SCALE_YIELD = /High for a single home/;

type Hit = { path: string; problem: string; text: string };

/** Every problem in an answer: its strings (code fields skipped) and the keys of labelled records. */
function problems(value: unknown, path = ''): Hit[] {
  if (typeof value === 'string') {
    const field =
      path
        .split('.')
        .at(-1)
        ?.replace(/\[\d+\]$/, '') ?? '';
    if (CODE_FIELDS.has(field)) return [];
    const found: Hit[] = developerTextIn(value).map((d) => ({ path, problem: `developer text ${d}`, text: value }));
    for (const [problem, pattern] of [
      ['raw code', RAW_CODE],
      ['place name', BAD_PLACE],
      ['double period', DOUBLE_PERIOD],
      ['repeated label', REPEATED_LABEL],
      ['fixed-scale yield', FIXED_SCALE_YIELD],
    ] as const)
      if (pattern.test(value)) found.push({ path, problem, text: value });
    return found;
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => problems(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (NOT_SHOWN.has(k) ? [] : problems(v, path ? `${path}.${k}` : k)));
  return [];
}

/** Records shown key by key (the research analyses): their keys are the labels, so they must be words. */
function camelKeys(record: unknown): string[] {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return [];
  return Object.entries(record).flatMap(([k, v]) => [...(/^[a-z]+[A-Z0-9]/.test(k) ? [k] : []), ...camelKeys(v)]);
}

describe('plain words in the main flows’ answers', () => {
  let t: TestApp;
  let cookie: string;
  let intakeId: number;
  let buyerId: number;
  const answers: { flow: string; body: unknown }[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => new Date('2026-04-15T16:00:00Z') });
    const u = await t.createUser({ firstName: 'Rosa', lastName: 'Martinez' });
    cookie = await t.login(u.email, u.password);
    const form = intakeForm(u.id, {
      preferredAreas: '75034, MCKINNEY, Allen or frisco',
      propertyType: 'single-family',
      additionalNeeds: 'home office, good schools, a pool',
      realEstateGoal: 'investing',
      currentSituation: 'investing',
    });
    intakeId = (await t.app.inject({ method: 'POST', url: '/api/customer-intakes', payload: form })).json().id;
    // A buyer with must-haves: the matches' pros name each one once ("Home office.").
    const buyer = intakeForm(u.id, {
      preferredAreas: 'Plano',
      budgetRange: '500k-750k',
      additionalNeeds: 'home office, pool',
    });
    buyerId = (await t.app.inject({ method: 'POST', url: '/api/customer-intakes', payload: buyer })).json().id;
  });
  afterAll(() => t.close());

  const call = async (flow: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, payload, headers: { cookie } });
    expect(res.statusCode, `${flow}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
    const body = res.json();
    answers.push({ flow, body });
    return body;
  };

  it('runs the flows an agent uses every day', async () => {
    await call('form link', 'POST', '/api/customer-intakes/generate-link');
    await call('sms', 'POST', '/api/send-sms', { phone: '2145550142', message: 'Hi Ana, here is my form.' });
    await call('client analysis', 'POST', `/api/customer-intakes/${intakeId}/analyze`);
    await call('education', 'POST', `/api/customer-intakes/${intakeId}/education-materials`);
    await call('education email', 'POST', `/api/customer-intakes/${intakeId}/education-materials/send`, {
      to: 'ana@example.com',
    });
    await call('listings status', 'GET', '/api/real-estate-api-status');
    const profile = await call('home research', 'POST', '/api/home-research-profiles', {
      customerId: intakeId,
      researchFrequency: 'weekly',
    });
    await call('matches', 'GET', `/api/home-research-profiles/${profile.id}/portfolio-samples`);
    const buyer = await call('buyer research', 'POST', '/api/home-research-profiles', {
      customerId: buyerId,
      researchFrequency: 'weekly',
    });
    const samples = await call('buyer matches', 'GET', `/api/home-research-profiles/${buyer.id}/portfolio-samples`);
    expect(JSON.stringify(samples)).toContain('Home office.');
    await call('contract analysis', 'POST', '/api/contract-analyses', {
      contractType: 'purchase',
      contractText: RESALE_FINANCED_2026,
      mode: 'new',
    });
    await call('clauses', 'POST', '/api/generate-clauses', {
      contractType: 'purchase',
      clientType: 'first-time-buyer',
      specificNeeds: "$6,000 in closing costs, sale of the buyer's current home",
    });
    await call('market insights', 'POST', '/api/contract-market-insights', { area: 'McKinney' });
    await call('deadlines', 'GET', '/api/contract-deadlines');
    await call('investment', 'POST', '/api/ai-investment-analyzer', {
      propertyPrice: 400_000,
      monthlyRent: 3_000,
      zip: '75024',
      bedrooms: 3,
    });
    await call(
      'investment defaults',
      'GET',
      '/api/investment-analysis/defaults?zip=75024&bedrooms=3&propertyPrice=400000',
    );

    const found = answers.flatMap(({ flow, body }) => problems(body).map((p) => ({ flow, ...p })));
    expect(found).toEqual([]);
  });

  it('labels the research analyses in words, never key names ("VALUE CHANGE1Y")', () => {
    const profile = answers.find((a) => a.flow === 'home research')?.body as Record<string, unknown>;
    expect(camelKeys(profile.criteriaAnalysis)).toEqual([]);
    expect(camelKeys(profile.marketAnalysis)).toEqual([]);
  });

  it('lists each preferred area once, spelled as Texans do', () => {
    const analysis = answers.find((a) => a.flow === 'client analysis')?.body as { marketMatch: { reasoning: string } };
    expect(analysis.marketMatch.reasoning).toContain('Areas: Frisco, McKinney and Allen.');
  });
});
