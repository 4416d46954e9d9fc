import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadActivities, leads } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, leadBody, type Realtor, signedInRealtor } from './leads.fixture';

const clock = () => new Date('2026-11-02T15:00:00Z'); // 9 a.m. in Dallas

describe('leads: add, read, edit, remove', () => {
  let t: TestApp;
  let rosa: Realtor;
  let other: Realtor;
  let as: ReturnType<typeof call>;
  const countLeads = async () => (await t.database.db.select({ id: leads.id }).from(leads)).length;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    rosa = await signedInRealtor(t, { firstName: 'Rosa' });
    other = await signedInRealtor(t);
    as = call(t, rosa);
  });
  afterAll(() => t.close());

  let mariaId: number;
  it('adds a lead with the spec defaults, the budget as a number, and its first insights', async () => {
    const res = await as('POST', '/api/leads', leadBody({ email: ' Maria.Gonzalez@Example.com ' }));
    expect(res.statusCode).toBe(201);
    const lead = res.json();
    mariaId = lead.id;
    expect(lead).toMatchObject({
      firstName: 'Maria',
      lastName: 'Gonzalez',
      email: 'maria.gonzalez@example.com',
      source: 'website',
      status: 'new',
      priority: 'medium',
      budget: 450000,
      preApproval: 'unknown',
      smsConsent: false,
      nextFollowUpDate: null,
      lastContactAt: null,
      intakeId: null,
      createdAt: '2026-11-02T15:00:00.000Z',
    });
    expect(lead.engagementScore).toBeGreaterThanOrEqual(0);
    expect(lead.conversionProbability).toBeGreaterThanOrEqual(0);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, mariaId));
    expect(row?.phoneDigits).toBe('4695550182');
    expect(row?.insights?.earlyStage).toBe(true);
    expect((await as('GET', `/api/leads/${mariaId}`)).json()).toEqual(lead);
  });

  it('leaves the budget unset when it is empty', async () => {
    const res = await as('POST', '/api/leads', leadBody({ email: 'nobudget@example.com', phone: '', budget: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ budget: null, phone: null });
  });

  it.each([
    ['no first name', { firstName: '' }, 'body.firstName', 'First name is required'],
    ['no last name', { lastName: '  ' }, 'body.lastName', 'Last name is required'],
    ['no email', { email: undefined }, 'body.email', 'Email is required'],
    ['a bad email', { email: 'maria@' }, 'body.email', 'Enter a valid email address, such as maria@example.com'],
    ['a budget in words', { budget: 'a lot' }, 'body.budget', 'Budget must be an amount in dollars, such as 450000'],
    ['an unknown status', { status: 'won' }, 'body.status', 'Choose a status from the list'],
    [
      'a short phone',
      { phone: '555-0182' },
      'body.phone',
      'Enter a phone number with area code, such as (214) 555-0142',
    ],
  ])('refuses %s with 400 and the field issue, and stores nothing', async (_label, change, path, message) => {
    const before = await countLeads();
    const res = await as('POST', '/api/leads', leadBody({ email: 'fresh@example.com', ...change }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await countLeads()).toBe(before);
  });

  it('refuses a lead already on file by email or by phone, naming it, unless told to add it anyway', async () => {
    const before = await countLeads();
    const byEmail = await as('POST', '/api/leads', leadBody({ firstName: 'M.', phone: '' }));
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toEqual({
      code: 'conflict',
      message:
        'Maria Gonzalez is already in your leads with this email (added November 2, 2026). Add anyway if this is a different person.',
      duplicateOf: { id: mariaId, name: 'Maria Gonzalez' },
    });
    const byPhone = await as('POST', '/api/leads', leadBody({ email: 'other@example.com', phone: '+1 469.555.0182' }));
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json().message).toContain('with this phone number');
    expect(await countLeads()).toBe(before);

    const anyway = await as('POST', '/api/leads', leadBody({ allowDuplicate: true }));
    expect(anyway.statusCode).toBe(201);
    expect(anyway.json().id).not.toBe(mariaId);
    await as('DELETE', `/api/leads/${anyway.json().id}`);
  });

  it('does not count another realtor’s lead as a duplicate', async () => {
    const res = await call(t, other)('POST', '/api/leads', leadBody());
    expect(res.statusCode).toBe(201);
  });

  it('edits partially, clears with null, and recomputes the insights when the status changes', async () => {
    const [before] = await t.database.db.select().from(leads).where(eq(leads.id, mariaId));
    const res = await as('PATCH', `/api/leads/${mariaId}`, {
      status: 'qualified',
      preApproval: 'pre_approved',
      phone: null,
      budget: null,
      nextFollowUpDate: '2026-11-05',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Maria',
      status: 'qualified',
      preApproval: 'pre_approved',
      phone: null,
      budget: null,
      nextFollowUpDate: '2026-11-05',
      timeline: '1_3_months',
    });
    const [after] = await t.database.db.select().from(leads).where(eq(leads.id, mariaId));
    expect(after?.phoneDigits).toBeNull();
    expect(after?.conversionProbability).not.toBe(before?.conversionProbability);
    const factors = (after?.insights?.conversionFactors ?? []).map((f) => f.detail).join(' ');
    expect(factors).toMatch(/qualified/i);
  });

  it('refuses an edit to another lead’s email, but not to the lead’s own', async () => {
    const second = (
      await as('POST', '/api/leads', leadBody({ firstName: 'Ana', email: 'ana@example.com', phone: '' }))
    ).json().id as number;
    const clash = await as('PATCH', `/api/leads/${second}`, { email: 'MARIA.GONZALEZ@example.com' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/^Maria Gonzalez is already in your leads with this email/);
    const same = await as('PATCH', `/api/leads/${mariaId}`, {
      email: 'maria.gonzalez@example.com',
      firstName: 'María',
    });
    expect(same.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, second));
    expect(row?.email).toBe('ana@example.com');
  });

  it('refuses a bad or empty edit with 400 and changes nothing', async () => {
    const [before] = await t.database.db.select().from(leads).where(eq(leads.id, mariaId));
    for (const [body, message] of [
      [{ status: 'won' }, 'Choose a status from the list'],
      [{}, 'Nothing to update.'],
      [{ firstName: '' }, 'First name is required'],
      [{ nextFollowUpDate: '11/05/2026' }, 'Use a date like 2026-12-01'],
      [{ owner: 3 }, undefined],
    ] as const) {
      const res = await as('PATCH', `/api/leads/${mariaId}`, body);
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    const [after] = await t.database.db.select().from(leads).where(eq(leads.id, mariaId));
    expect(after).toEqual(before);
  });

  it('answers 404 for another realtor’s lead on every route with an id, and changes nothing', async () => {
    await as('POST', `/api/leads/${mariaId}/activities`, { type: 'call', description: 'Left a voicemail' });
    const [before] = await t.database.db.select().from(leads).where(eq(leads.id, mariaId));
    const activitiesBefore = await t.database.db.select().from(leadActivities);
    const theirs = call(t, other);
    const url = `/api/leads/${mariaId}`;
    const answers = await Promise.all([
      theirs('GET', url),
      theirs('PATCH', url, { status: 'lost' }),
      theirs('DELETE', url),
      theirs('GET', `${url}/activities`),
      theirs('POST', `${url}/activities`, { type: 'note', description: 'Not mine' }),
      theirs('GET', `${url}/insights`),
      theirs('POST', `${url}/ai-analysis`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(answers[0]?.json()).toEqual({ code: 'not_found', message: 'Lead not found' });
    const [after] = await t.database.db.select().from(leads).where(eq(leads.id, mariaId));
    expect(after).toEqual(before);
    expect(await t.database.db.select().from(leadActivities)).toEqual(activitiesBefore);
  });

  it('answers 404 for an id that is no lead at all', async () => {
    for (const id of ['2147483647', '0', 'abc', '1e3']) {
      expect((await as('GET', `/api/leads/${id}`)).statusCode).toBe(404);
    }
  });

  it('deletes a lead with its activities', async () => {
    const res = await as('DELETE', `/api/leads/${mariaId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Lead deleted' });
    expect((await as('GET', `/api/leads/${mariaId}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(leadActivities).where(eq(leadActivities.leadId, mariaId))).toEqual([]);
    expect((await as('DELETE', `/api/leads/${mariaId}`)).statusCode).toBe(404);
  });

  it('needs a signed-in realtor for every route but the inbound address', async () => {
    const anon = call(t, null);
    const answers = await Promise.all([
      anon('GET', '/api/leads'),
      anon('POST', '/api/leads', leadBody()),
      anon('GET', '/api/leads/stats'),
      anon('GET', '/api/leads/follow-ups'),
      anon('GET', '/api/leads/export'),
      anon('GET', '/api/leads/1'),
      anon('PATCH', '/api/leads/1', { status: 'lost' }),
      anon('DELETE', '/api/leads/1'),
      anon('GET', '/api/leads/1/activities'),
      anon('POST', '/api/leads/1/activities', { type: 'note', description: 'x' }),
      anon('GET', '/api/leads/1/insights'),
      anon('POST', '/api/leads/1/ai-analysis'),
      anon('POST', '/api/leads/from-intake', { intakeId: 1 }),
      anon('GET', '/api/leads/inbound-address'),
      anon('POST', '/api/leads/inbound-address/rotate'),
      anon('POST', '/api/leads/import/preview'),
      anon('POST', '/api/leads/import'),
      anon('GET', '/api/leads/import/1'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 401));
  });
});
