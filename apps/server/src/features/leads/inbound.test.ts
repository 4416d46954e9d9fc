import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadActivities, leads } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, type Realtor, signedInRealtor } from './leads.fixture';

const post = (t: TestApp, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: payload as object });

describe('the inbound lead address', () => {
  let t: TestApp;
  let rosa: Realtor;
  let as: ReturnType<typeof call>;
  let address: string;
  const counts = async () => ({
    leads: (await t.database.db.select({ id: leads.id }).from(leads)).length,
    activities: (await t.database.db.select({ id: leadActivities.id }).from(leadActivities)).length,
  });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://app.example.com' });
    rosa = await signedInRealtor(t);
    as = call(t, rosa);
  });
  afterAll(() => t.close());

  it('is a secret URL on the public address, created once and kept', async () => {
    const res = await as('GET', '/api/leads/inbound-address');
    expect(res.statusCode).toBe(200);
    address = res.json().url;
    expect(address).toMatch(/^https:\/\/app\.example\.com\/api\/leads\/inbound\/[\w-]{43}$/);
    expect(Date.parse(res.json().createdAt)).not.toBeNaN();
    expect((await as('GET', '/api/leads/inbound-address')).json().url).toBe(address);
    const theirs = (await call(t, await signedInRealtor(t))('GET', '/api/leads/inbound-address')).json().url;
    expect(theirs).not.toBe(address);
  });

  let leadId: number;
  it('takes a lead posted as JSON: name split, source defaulted, the message logged as an inquiry', async () => {
    const res = await post(t, address, {
      name: 'Maria de la Cruz',
      email: 'Maria.Cruz@Example.com',
      phone: '469-555-0199',
      budget: '$425,000',
      message: 'Is the Frisco listing still available?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, duplicate: false });
    leadId = res.json().id;
    const lead = (await as('GET', `/api/leads/${leadId}`)).json();
    expect(lead).toMatchObject({
      firstName: 'Maria',
      lastName: 'de la Cruz',
      email: 'maria.cruz@example.com',
      source: 'website',
      status: 'new',
      budget: 425000,
    });
    expect(lead.engagementScore).not.toBeNull();
    const activities = (await as('GET', `/api/leads/${leadId}/activities`)).json();
    expect(activities).toMatchObject([
      { type: 'note', description: 'Inquiry: Is the Frisco listing still available?' },
    ]);
  });

  it('takes first and last names and a source from a lead vendor', async () => {
    const res = await post(t, address, {
      firstName: 'Sam',
      lastName: 'Reed',
      email: 'sam@example.com',
      source: 'zillow',
    });
    expect(res.statusCode).toBe(201);
    expect((await as('GET', `/api/leads/${res.json().id}`)).json()).toMatchObject({
      firstName: 'Sam',
      source: 'zillow',
    });
  });

  it('logs a repeat inquiry on the lead on file instead of adding it again', async () => {
    const before = await counts();
    const res = await post(t, address, {
      name: 'Maria Cruz',
      email: 'other@example.com',
      phone: '(469) 555-0199',
      message: 'Can we tour Saturday?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, id: leadId, duplicate: true });
    expect(await counts()).toEqual({ leads: before.leads, activities: before.activities + 1 });
    const [latest] = (await as('GET', `/api/leads/${leadId}/activities`)).json();
    expect(latest).toMatchObject({ type: 'note', description: 'Inquiry: Can we tour Saturday?' });
  });

  it.each([
    ['no email', { name: 'Ann Lee' }, 'body.email'],
    ['a bad email', { name: 'Ann Lee', email: 'ann@' }, 'body.email'],
    ['a one-word name', { name: 'Ann', email: 'ann@example.com' }, 'body.firstName'],
    ['an unknown source', { name: 'Ann Lee', email: 'ann@example.com', source: 'craigslist' }, 'body.source'],
    ['a budget in words', { name: 'Ann Lee', email: 'ann@example.com', budget: 'lots' }, 'body.budget'],
  ])('refuses %s with 400 and the field issue, storing nothing', async (_label, body, path) => {
    const before = await counts();
    const res = await post(t, address, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for an unknown address, and for the old one after a rotation', async () => {
    const before = await counts();
    const unknown = await post(t, 'https://x/api/leads/inbound/not-a-real-token-at-all-000000000000000', {
      name: 'Ann Lee',
      email: 'ann@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    const rotated = await as('POST', '/api/leads/inbound-address/rotate');
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().url as string;
    expect(fresh).not.toBe(address);
    const old = await post(t, address, { name: 'Ann Lee', email: 'ann@example.com' });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toMatch(/not active/);
    expect(await counts()).toEqual(before);
    expect((await post(t, fresh, { name: 'Ann Lee', email: 'ann@example.com' })).statusCode).toBe(201);
    expect((await as('GET', '/api/leads/inbound-address')).json().url).toBe(fresh);
  });

  it.each(['%00', '%00%00%00%00%00%00%00%00%00%00', 'abc%0Adef%0Aghi', '%E2%80%AE'.repeat(4)])(
    'answers 404, never 500, for a hostile address %s (the rate limit runs before validation)',
    async (token) => {
      const before = await counts();
      const res = await post(t, `https://x/api/leads/inbound/${token}`, { name: 'Ann Lee', email: 'ann@example.com' });
      expect([400, 404]).toContain(res.statusCode);
      expect(await counts()).toEqual(before);
    },
  );

  it('needs no sign-in to post, but a signed-in realtor to see or rotate the address', async () => {
    const anon = call(t, null);
    expect((await anon('GET', '/api/leads/inbound-address')).statusCode).toBe(401);
    expect((await anon('POST', '/api/leads/inbound-address/rotate')).statusCode).toBe(401);
  });

  it('keeps another realtor’s leads apart: a post lands only in the address owner’s list', async () => {
    const other = call(t, await signedInRealtor(t));
    const url = (await other('GET', '/api/leads/inbound-address')).json().url as string;
    const res = await post(t, url, { name: 'Maria de la Cruz', email: 'maria.cruz@example.com' });
    expect(res.json().duplicate).toBe(false); // Rosa's Maria is not the other realtor's
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row?.realtorId).not.toBe(rosa.id);
  });
});

describe('inbound lead rate limit', () => {
  it('answers 429 after too many posts to one address from one client', async () => {
    const t = await createTestApp({ RATE_LIMIT_INBOUND_LEADS_PER_MINUTE: '2' });
    try {
      const as = call(t, await signedInRealtor(t));
      const url = `http://localhost${new URL((await as('GET', '/api/leads/inbound-address')).json().url).pathname}`;
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await post(t, url, { name: 'Ann Lee', email: `ann${i}@example.com` })).statusCode);
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});
