import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/index';
import { intakeForm } from '../../test/intake-form.fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, leadBody, type Realtor, signedInRealtor } from './leads.fixture';

describe('a lead from a customer intake', () => {
  let t: TestApp;
  let rosa: Realtor;
  let other: Realtor;
  let as: ReturnType<typeof call>;
  const intake = async (realtorId: number, extra: Record<string, unknown> = {}) =>
    (await t.app.inject({ method: 'POST', url: '/api/customer-intakes', payload: intakeForm(realtorId, extra) })).json()
      .id as number;
  const countLeads = async () => (await t.database.db.select({ id: leads.id }).from(leads)).length;

  beforeAll(async () => {
    t = await createTestApp();
    rosa = await signedInRealtor(t);
    other = await signedInRealtor(t);
    as = call(t, rosa);
  });
  afterAll(() => t.close());

  it('maps the intake’s fields, links it, and makes it only once', async () => {
    const id = await intake(rosa.id, {
      notes: 'Needs a big yard',
      additionalNeeds: 'Wheelchair access',
      hearAboutUs: 'google',
    });
    const res = await as('POST', '/api/leads/from-intake', { intakeId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      created: true,
      lead: {
        firstName: 'Maria',
        lastName: 'Gonzalez',
        email: 'maria.gonzalez@example.com',
        phone: '(469) 555-0182',
        smsConsent: true,
        source: 'website',
        status: 'new',
        budget: 500000,
        timeline: '1_3_months',
        propertyType: 'single_family',
        preferredAreas: 'Frisco, McKinney',
        preApproval: 'not_yet',
        notes: 'Needs a big yard\n\nAdditional needs: Wheelchair access',
        intakeId: id,
      },
    });
    expect(res.json().lead.engagementScore).not.toBeNull();
    const again = await as('POST', '/api/leads/from-intake', { intakeId: String(id) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ created: false, lead: res.json().lead });
    expect(await countLeads()).toBe(1);
  });

  it('names a referral as the source', async () => {
    const id = await intake(rosa.id, { email: 'ref@example.com', phone: '(214) 555-0100', hearAboutUs: 'referral' });
    const res = await as('POST', '/api/leads/from-intake', { intakeId: id });
    expect(res.json().lead).toMatchObject({ source: 'referral', intakeId: id });
  });

  it('links the lead already on file with the intake’s email instead of copying it', async () => {
    const existing = (
      await as('POST', '/api/leads', leadBody({ firstName: 'Lee', email: 'lee@example.com', phone: '' }))
    ).json().id as number;
    const id = await intake(rosa.id, { firstName: 'Lee', email: 'LEE@example.com', phone: '(972) 555-0101' });
    const before = await countLeads();
    const res = await as('POST', '/api/leads/from-intake', { intakeId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: false, lead: { id: existing, intakeId: id } });
    expect(await countLeads()).toBe(before);
  });

  it('answers 404 for another realtor’s intake or one that does not exist, and stores nothing', async () => {
    const theirs = await intake(other.id, { email: 'theirs@example.com' });
    const before = await countLeads();
    for (const intakeId of [theirs, 2_000_000_000]) {
      const res = await as('POST', '/api/leads/from-intake', { intakeId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Customer intake not found');
    }
    expect(await countLeads()).toBe(before);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.intakeId, theirs));
    expect(row).toBeUndefined();
  });

  it('refuses a body without a valid intake id with 400', async () => {
    for (const body of [{}, { intakeId: 'abc' }, { intakeId: -1 }]) {
      expect((await as('POST', '/api/leads/from-intake', body)).statusCode).toBe(400);
    }
  });
});
