import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeResearchProfiles, researchActivityLog } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import { intakeForm } from '../../test/intake-form.fixture';

let now = new Date('2026-11-21T16:00:00Z');

describe('home research', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let intakeId: number;
  let profileId: number;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
    const u = await t.createUser();
    cookie = await t.login(u.email, u.password);
    const o = await t.createUser();
    otherCookie = await t.login(o.email, o.password);
    intakeId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customer-intakes',
        payload: intakeForm(u.id, { budgetRange: '500k-750k', preferredAreas: 'Plano, Frisco' }),
      })
    ).json().id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, c = cookie) =>
    t.app.inject({ method, url, payload, headers: { cookie: c } });
  const sweep = () => {
    const job = t.app.scheduledJobs.find((j) => j.name === 'home-research-sweep');
    if (!job) throw new Error('no home-research-sweep job');
    return job.run();
  };

  it('says plainly that listings are demo data without a listings key', async () => {
    const res = await call('GET', '/api/real-estate-api-status');
    expect(res.json()).toMatchObject({ isLiveDataAvailable: false, dataSource: { provider: 'demo' } });
  });

  it('creates a weekly profile for one of the realtor’s clients and runs the first search', async () => {
    const res = await call('POST', '/api/home-research-profiles', {
      customerId: intakeId,
      researchFrequency: 'weekly',
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    profileId = p.id;
    expect(p).toMatchObject({ researchStatus: 'active', researchFrequency: 'weekly', customer: { id: intakeId } });
    expect(p.totalMatches).toBeGreaterThan(0);
    expect(new Date(p.nextResearchDate).getTime() - new Date(p.lastResearchDate).getTime()).toBe(7 * 86_400_000);
    expect(JSON.stringify(p.criteriaAnalysis)).toMatch(/Plano|Frisco/);
  });

  it('lists matches marked demo, within the budget, with scores and reasons', async () => {
    const samples = (await call('GET', `/api/home-research-profiles/${profileId}/portfolio-samples`)).json();
    expect(samples.length).toBeGreaterThan(0);
    for (const s of samples) {
      expect(s.externalListingData.demo).toBe(true);
      expect(s.externalListingData.source).toBe('demo');
      expect(s.matchScore).toBeGreaterThanOrEqual(0);
      expect(s.matchReasons.length).toBeGreaterThan(0);
    }
    const scores = samples.map((s: { matchScore: number }) => s.matchScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('generating matches again adds no duplicates and writes the activity log', async () => {
    const before = (await call('GET', `/api/home-research-profiles/${profileId}/portfolio-samples`)).json().length;
    const res = await call('POST', `/api/home-research-profiles/${profileId}/generate-matches`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, newMatches: 0, totalMatches: before, demo: true });
    const log = await t.database.db
      .select()
      .from(researchActivityLog)
      .where(eq(researchActivityLog.researchProfileId, profileId));
    expect(log.map((l) => l.activityType)).toEqual(expect.arrayContaining(['profile_created', 'property_search']));
  });

  it('re-runs due profiles from the scheduled sweep and moves the next date', async () => {
    now = new Date('2026-11-29T16:00:00Z');
    const ran = await sweep();
    expect(ran).toBe(1);
    const [row] = await t.database.db.select().from(homeResearchProfiles).where(eq(homeResearchProfiles.id, profileId));
    expect(row?.lastResearchDate?.toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(row?.nextResearchDate?.toISOString()).toBe('2026-12-06T16:00:00.000Z');
    expect(await sweep()).toBe(0);
  });

  it('answers 404 for another realtor’s client or profile and 400 for bad input, storing nothing', async () => {
    const count = async () => (await t.database.db.select().from(homeResearchProfiles)).length;
    const before = await count();
    expect((await call('POST', '/api/home-research-profiles', { customerId: intakeId }, otherCookie)).statusCode).toBe(
      404,
    );
    const bad = await call('POST', '/api/home-research-profiles', {
      customerId: intakeId,
      researchFrequency: 'hourly',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a research frequency: daily, weekly, bi-weekly or monthly');
    expect((await call('POST', '/api/home-research-profiles', {})).json().message).toBe('Please select a client.');
    expect(await count()).toBe(before);
    expect(
      (await call('GET', `/api/home-research-profiles/${profileId}/portfolio-samples`, undefined, otherCookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/home-research-profiles/${profileId}/generate-matches`, undefined, otherCookie))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/home-research-profiles', undefined, otherCookie)).json()).toEqual([]);
  });
});

describe('home research when the listings provider is down', () => {
  it('stores no profile and no activity when the first search fails', async () => {
    const down = {
      name: 'rentcast',
      isLive: true,
      search: () => Promise.reject(new AppError('unavailable', 'The listings service did not answer.')),
    };
    const t = await createTestApp({}, { clock: () => now, listings: down });
    try {
      const u = await t.createUser();
      const cookie = await t.login(u.email, u.password);
      const intake = await t.app.inject({ method: 'POST', url: '/api/customer-intakes', payload: intakeForm(u.id) });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/home-research-profiles',
        payload: { customerId: intake.json().id, researchFrequency: 'weekly' },
        headers: { cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(await t.database.db.select().from(homeResearchProfiles)).toEqual([]);
      expect(await t.database.db.select().from(researchActivityLog)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
