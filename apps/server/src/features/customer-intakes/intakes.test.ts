import { intakesResponse } from '@bluebonnet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIntakes } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { intakeForm } from '../../test/intake-form.fixture';

describe('customer intakes', () => {
  let t: TestApp;
  let rosa: { id: number; cookie: string };
  let other: { id: number; cookie: string };
  const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/customer-intakes', payload });
  const as = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const countAll = async () => (await t.database.db.select().from(customerIntakes)).length;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await t.createUser({ firstName: 'Rosa' });
    const b = await t.createUser();
    rosa = { id: a.id, cookie: await t.login(a.email, a.password) };
    other = { id: b.id, cookie: await t.login(b.email, b.password) };
  });
  afterAll(() => t.close());

  let intakeId: number;
  it('takes a public submission with the spec defaults', async () => {
    const res = await submit(intakeForm(rosa.id, { preApprovalStatus: undefined }));
    expect(res.statusCode).toBe(201);
    intakeId = res.json().id;
    const intake = (await as(rosa.cookie, 'GET', `/api/customer-intakes/${intakeId}`)).json();
    expect(intake).toMatchObject({
      status: 'new',
      priority: 'medium',
      preferredContact: 'phone',
      preApprovalStatus: 'unknown',
      formSource: 'web',
      smsConsent: true,
    });
  });

  it.each([
    ['no first name', { firstName: '' }, 'First name is required'],
    ['no last name', { lastName: ' ' }, 'Last name is required'],
    ['a bad email', { email: 'maria@' }, 'Valid email is required'],
    ['a short phone', { phone: '555-0182' }, 'Valid phone number is required'],
    ['no goal', { realEstateGoal: undefined }, 'Please select your real estate goal'],
    ['a 101-character name', { firstName: 'x'.repeat(101) }, 'First name is too long (100 characters at most)'],
    ['an unknown budget', { budgetRange: 'a-lot' }, undefined],
  ])('refuses %s with 400 and stores nothing', async (_label, change, message) => {
    const before = await countAll();
    const res = await submit(intakeForm(rosa.id, change));
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(await countAll()).toBe(before);
  });

  it('answers 404 for an unknown realtor or an admin, and stores nothing', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const before = await countAll();
    for (const id of [999999, admin.id]) {
      const res = await submit(intakeForm(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/does not belong to a Bluebonnet realtor/);
    }
    expect(await countAll()).toBe(before);
  });

  it('gives the public form a realtor’s name, and one 404 for anything that is not a realtor', async () => {
    const realtor = await t.app.inject({ method: 'GET', url: `/api/public/realtors/${rosa.id}` });
    expect(realtor.statusCode).toBe(200);
    expect(realtor.json()).toEqual({ id: rosa.id, name: 'Rosa Test' });
    const admin = await t.createUser({ role: 'admin', firstName: 'Ada' });
    const answers = await Promise.all(
      [999999, admin.id, 'abc', '0x10', '-1', '1e3'].map(async (id) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/public/realtors/${id}` });
        return { status: res.statusCode, body: res.json() as unknown };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 404,
        body: {
          code: 'not_found',
          message: 'This form link does not belong to a Bluebonnet realtor. Ask your realtor for a new link.',
        },
      });
    }
  });

  it('turns away a bot that fills the honeypot', async () => {
    const before = await countAll();
    expect((await submit(intakeForm(rosa.id, { website: 'http://spam.example' }))).statusCode).toBe(400);
    expect(await countAll()).toBe(before);
  });

  it('lists only the realtor’s intakes, newest first, in pages', async () => {
    for (let i = 0; i < 3; i++) await submit(intakeForm(rosa.id, { firstName: `Page${i}` }));
    await submit(intakeForm(other.id, { firstName: 'NotRosas' }));
    const all = (await as(rosa.cookie, 'GET', '/api/customer-intakes')).json() as Array<{
      id: number;
      firstName: string;
    }>;
    // The list skips the zod pass on the way out (trustedJsonSerializer): its answers must still match.
    expect(() => intakesResponse.parse(all)).not.toThrow();
    expect(all.some((i) => i.firstName === 'NotRosas')).toBe(false);
    expect(all.map((i) => i.id)).toEqual([...all.map((i) => i.id)].sort((a, b) => b - a));
    const page1 = (await as(rosa.cookie, 'GET', '/api/customer-intakes?limit=2')).json() as Array<{ id: number }>;
    const page2 = (
      await as(rosa.cookie, 'GET', `/api/customer-intakes?limit=2&before=${page1[1]?.id}`)
    ).json() as Array<{ id: number }>;
    expect(page1).toHaveLength(2);
    expect(page2[0]?.id).toBeLessThan(page1[1]?.id ?? 0);
  });

  it('answers a page cursor that is not the caller’s own exactly as a missing one', async () => {
    const theirs = (await submit(intakeForm(other.id, { firstName: 'Theirs' }))).json().id as number;
    const gone = (await submit(intakeForm(rosa.id, { firstName: 'Gone' }))).json().id as number;
    await as(rosa.cookie, 'DELETE', `/api/customer-intakes/${gone}`);
    const answers = await Promise.all(
      [theirs, gone, 2_000_000_000].map(async (id) => {
        const res = await as(rosa.cookie, 'GET', `/api/customer-intakes?limit=2&before=${id}`);
        return { status: res.statusCode, body: res.body };
      }),
    );
    expect(answers[0]).toEqual({
      status: 400,
      body: JSON.stringify({ code: 'bad_request', message: 'This page link has expired. Reload the list.' }),
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Their own cursor still pages for them.
    expect((await as(other.cookie, 'GET', `/api/customer-intakes?before=${theirs}`)).statusCode).toBe(200);
  });

  it('changes status and priority partially, filters by them, and counts them', async () => {
    const res = await as(rosa.cookie, 'PUT', `/api/customer-intakes/${intakeId}`, { status: 'contacted' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'contacted', priority: 'medium' });
    expect(res.json().lastContactDate).not.toBeNull();
    expect(
      (await as(rosa.cookie, 'PUT', `/api/customer-intakes/${intakeId}`, { priority: 'urgent' })).json(),
    ).toMatchObject({
      status: 'contacted',
      priority: 'urgent',
    });
    const contacted = (await as(rosa.cookie, 'GET', '/api/customer-intakes?status=contacted')).json();
    expect(contacted.map((i: { id: number }) => i.id)).toEqual([intakeId]);
    const stats = (await as(rosa.cookie, 'GET', '/api/customer-intakes/stats')).json();
    expect(stats).toMatchObject({ contacted: 1, total: 4, new: 3, active: 0 });
  });

  it('refuses a bad status or an empty update with 400 and changes nothing', async () => {
    const bad = await as(rosa.cookie, 'PUT', `/api/customer-intakes/${intakeId}`, { status: 'won' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a status: new, contacted, qualified, active or closed');
    expect((await as(rosa.cookie, 'PUT', `/api/customer-intakes/${intakeId}`, {})).json().message).toBe(
      'Nothing to update.',
    );
    const [row] = await t.database.db.select().from(customerIntakes).where(eq(customerIntakes.id, intakeId));
    expect(row?.status).toBe('contacted');
  });

  it('answers 404 for another realtor’s intake on every route', async () => {
    const url = `/api/customer-intakes/${intakeId}`;
    expect((await as(other.cookie, 'GET', url)).statusCode).toBe(404);
    expect((await as(other.cookie, 'PUT', url, { status: 'closed' })).statusCode).toBe(404);
    expect((await as(other.cookie, 'DELETE', url)).statusCode).toBe(404);
    for (const action of ['analyze', 'education-materials']) {
      const res = await t.app.inject({ method: 'POST', url: `${url}/${action}`, headers: { cookie: other.cookie } });
      expect(res.statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(customerIntakes).where(eq(customerIntakes.id, intakeId));
    expect(row?.status).toBe('contacted');
  });

  it('deletes an intake', async () => {
    const res = await as(rosa.cookie, 'DELETE', `/api/customer-intakes/${intakeId}`);
    expect(res.statusCode).toBe(200);
    expect((await as(rosa.cookie, 'GET', `/api/customer-intakes/${intakeId}`)).statusCode).toBe(404);
  });

  it('needs a signed-in realtor for everything but the public form', async () => {
    for (const url of ['/api/customer-intakes', '/api/customer-intakes/stats']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('public form rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_INTAKE_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 after too many submissions', async () => {
    const u = await t.createUser();
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await t.app.inject({ method: 'POST', url: '/api/customer-intakes', payload: intakeForm(u.id) })).statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 429]);
  });

  it('limits realtor-name lookups per address, at no less than 30 a minute', async () => {
    const u = await t.createUser();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await t.app.inject({ method: 'GET', url: `/api/public/realtors/${u.id}` })).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
