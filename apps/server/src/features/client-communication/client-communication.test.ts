import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { intakeForm } from '../../test/intake-form.fixture';
import { call, leadBody, signedInRealtor, type Realtor } from '../leads/leads.fixture';

const form = (extra: Record<string, unknown> = {}) => ({
  clientName: 'Maria Gonzalez',
  clientType: 'buyer',
  propertyAddress: '4512 Elm Street, Frisco',
  context: 'She loved the backyard but worries about the commute to Plano.',
  communicationType: 'email',
  tone: 'friendly',
  urgency: 'normal',
  ...extra,
});

describe('client communication: drafts, contacts and the message list', () => {
  let t: TestApp;
  let rosa: Realtor;
  let other: Realtor;
  let leadId: number;
  let otherLeadId: number;
  let intakeId: number;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => new Date('2026-11-24T16:00:00Z') });
    rosa = await signedInRealtor(t, { firstName: 'Rosa' });
    other = await signedInRealtor(t);
    leadId = (await call(t, rosa)('POST', '/api/leads', leadBody({ status: 'qualified' }))).json().id;
    otherLeadId = (await call(t, other)('POST', '/api/leads', leadBody())).json().id;
    const intake = await t.app.inject({
      method: 'POST',
      url: '/api/customer-intakes',
      payload: intakeForm(rosa.id, {
        firstName: 'Daniel',
        lastName: 'Okafor',
        email: 'daniel@example.com',
        phone: '(214) 555-0199',
        realEstateGoal: 'selling',
      }),
    });
    intakeId = intake.json().id;
  });
  afterAll(() => t.close());

  it('drafts from the form: the engine’s result, the agent’s name, dated follow-ups and the engine named', async () => {
    const res = await call(t, rosa)('POST', '/api/ai-client-communication', form({ leadId }));
    expect(res.statusCode).toBe(200);
    const draft = res.json();
    expect(draft.channel).toBe('email');
    expect(draft.primaryContent).toMatch(/^(Hi|Hey) Maria/);
    expect(draft.primaryContent).toContain('you loved the backyard but worry about the commute to Plano');
    expect(draft.primaryContent).toMatch(/\nRosa Test\n/);
    expect(draft.followUps.map((f: { sendAt: string }) => f.sendAt)).toEqual([
      '2026-11-25T16:00:00.000Z',
      '2026-11-27T16:00:00.000Z',
      '2026-12-01T16:00:00.000Z',
    ]);
    expect(draft.templates.length).toBeGreaterThanOrEqual(4);
    expect(draft.meta).toMatchObject({ engine: 'offline', sources: [{ name: 'Bluebonnet Texas agent templates v1' }] });
  });

  it('answers 400 with the spec’s message when the client name or context is missing', async () => {
    for (const body of [form({ clientName: '  ' }), form({ context: '' }), { communicationType: 'sms' }]) {
      const res = await call(t, rosa)('POST', '/api/ai-client-communication', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter client name and context.');
    }
    const badTone = await call(t, rosa)('POST', '/api/ai-client-communication', form({ tone: 'sarcastic' }));
    expect(badTone.json().issues).toEqual([{ path: 'body.tone', message: 'Choose a tone from the list' }]);
  });

  it('answers 404 for another realtor’s lead or intake', async () => {
    expect(
      (await call(t, rosa)('POST', '/api/ai-client-communication', form({ leadId: otherLeadId }))).statusCode,
    ).toBe(404);
    expect((await call(t, other)('POST', '/api/ai-client-communication', form({ intakeId }))).statusCode).toBe(404);
    expect((await call(t, rosa)('POST', '/api/ai-client-communication', form({ intakeId }))).statusCode).toBe(200);
  });

  it('lists the realtor’s leads and intakes as contacts, with what the agent knows in words', async () => {
    const res = await call(t, rosa)('GET', '/api/ai-client-communication/contacts');
    expect(res.statusCode).toBe(200);
    const contacts = res.json();
    expect(contacts.map((c: { kind: string; name: string }) => `${c.kind}:${c.name}`)).toEqual([
      'intake:Daniel Okafor',
      'lead:Maria Gonzalez',
    ]);
    expect(contacts[1]).toMatchObject({
      id: leadId,
      email: 'maria.gonzalez@example.com',
      phone: '(469) 555-0182',
      smsConsent: false,
      clientType: 'buyer',
      context:
        'Status: Qualified. Looking for: Single-family home. Budget: $450,000. Areas: Frisco, McKinney. Timeline: 1–3 months. No contact logged yet.',
    });
    expect(contacts[0]).toMatchObject({ id: intakeId, clientType: 'seller', smsConsent: true });
    expect(contacts[0].context).toBe(
      'Goal: Selling. Status: New. Budget: $300,000–$500,000. Areas: Frisco, McKinney. Timeline: 1–3 months. Needs help getting pre-approved. No contact logged yet.',
    );
    const found = (await call(t, rosa)('GET', '/api/ai-client-communication/contacts?search=okaf')).json();
    expect(found.map((c: { name: string }) => c.name)).toEqual(['Daniel Okafor']);
    expect(
      (await call(t, other)('GET', '/api/ai-client-communication/contacts')).json().map((c: { id: number }) => c.id),
    ).toEqual([otherLeadId]);
  });

  it('shows an intake already turned into a lead once, as the lead', async () => {
    const res = await call(t, rosa)('POST', '/api/leads/from-intake', { intakeId });
    expect(res.statusCode).toBe(200);
    const contacts = (await call(t, rosa)('GET', '/api/ai-client-communication/contacts?search=Daniel')).json();
    expect(contacts.map((c: { kind: string }) => c.kind)).toEqual(['lead']);
  });

  it('asks to sign in on every route when signed out', async () => {
    const anon = call(t, null);
    expect((await anon('POST', '/api/ai-client-communication', form())).statusCode).toBe(401);
    expect((await anon('GET', '/api/ai-client-communication/contacts')).statusCode).toBe(401);
    expect((await anon('GET', '/api/ai-client-communication/messages')).statusCode).toBe(401);
    const send = { channel: 'email', leadId, subject: 'Hi', content: 'Hello', approved: true };
    expect((await anon('POST', '/api/ai-client-communication/send', send)).statusCode).toBe(401);
  });
});
