import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communicationMessages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { intakeForm } from '../../test/intake-form.fixture';
import { call, leadBody, signedInRealtor, type Realtor } from '../leads/leads.fixture';

/** Tuesday, November 24, 2026, 10:00 a.m. in Dallas (CST). */
const MORNING = new Date('2026-11-24T16:00:00Z');

describe('sending an approved message', () => {
  let t: TestApp;
  let now = MORNING;
  let rosa: Realtor;
  let other: Realtor;
  let lead: { id: number };
  let noConsent: { id: number };
  let intakeId: number;
  const send = (body: object, who: Realtor = rosa) => call(t, who)('POST', '/api/ai-client-communication/send', body);
  const rows = async () => (await t.database.db.select({ n: count() }).from(communicationMessages))[0]!.n;
  const activities = async (id: number) => (await call(t, rosa)('GET', `/api/leads/${id}/activities`)).json();
  const sweep = () => t.app.scheduledJobs.find((j) => j.name === 'client-communication-scheduled-sends')!.run();

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
    rosa = await signedInRealtor(t, { firstName: 'Rosa' });
    other = await signedInRealtor(t);
    lead = (await call(t, rosa)('POST', '/api/leads', leadBody({ smsConsent: true }))).json();
    noConsent = (
      await call(t, rosa)(
        'POST',
        '/api/leads',
        leadBody({ firstName: 'Ana', email: 'ana@example.com', phone: '(214) 555-0111' }),
      )
    ).json();
    const intake = await t.app.inject({
      method: 'POST',
      url: '/api/customer-intakes',
      payload: intakeForm(rosa.id, { phone: '(915) 555-0142' }),
    });
    intakeId = intake.json().id;
  });
  afterAll(() => t.close());

  it('keeps an email in the outbox when no SMTP server is set, says so, and logs it on the lead', async () => {
    now = MORNING;
    const res = await send({
      channel: 'email',
      leadId: lead.id,
      subject: 'Your tour of 4512 Elm Street',
      content: 'Hi Maria, ...',
      approved: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      notice: 'Email is not set up on this server, so nothing was sent: the message is in the outbox.',
      message: expect.objectContaining({
        channel: 'email',
        leadId: lead.id,
        recipientName: 'Maria Gonzalez',
        to: 'maria.gonzalez@example.com',
        subject: 'Your tour of 4512 Elm Street',
        status: 'outbox',
        sentAt: null,
        provider: 'outbox',
      }),
    });
    expect(readdirSync(path.join(t.env.DATA_DIR, 'outbox')).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    expect((await activities(lead.id))[0]).toMatchObject({
      type: 'note',
      description: 'Email saved to the outbox (not sent): Your tour of 4512 Elm Street',
    });
  });

  it('refuses a text to a client who has not agreed to texts, and stores nothing', async () => {
    const before = await rows();
    const res = await send({ channel: 'sms', leadId: noConsent.id, content: 'Hi Ana', approved: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This client has not agreed to receive text messages.');
    expect(await rows()).toBe(before);
  });

  it('refuses a message with an unfilled placeholder, and one that was not approved', async () => {
    const before = await rows();
    const placeholder = await send({
      channel: 'email',
      leadId: lead.id,
      subject: 'Hi [NAME]',
      content: 'About [ADDRESS].',
      approved: true,
    });
    expect(placeholder.statusCode).toBe(400);
    expect(placeholder.json().message).toBe(
      'Fill in [NAME], [ADDRESS] before sending: the message still has a placeholder.',
    );
    for (const approved of [undefined, false, 'yes']) {
      const res = await send({ channel: 'email', leadId: lead.id, subject: 'Hi', content: 'Hello', approved });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Approve the message before it is sent');
    }
    expect(
      (await send({ channel: 'email', leadId: lead.id, content: 'No subject', approved: true })).json().message,
    ).toBe('An email needs a subject');
    expect(await rows()).toBe(before);
  });

  it('answers 404 for another realtor’s lead or intake, and stores nothing', async () => {
    const before = await rows();
    expect(
      (await send({ channel: 'email', leadId: lead.id, subject: 'Hi', content: 'Hello', approved: true }, other))
        .statusCode,
    ).toBe(404);
    expect((await send({ channel: 'sms', intakeId, content: 'Hello', approved: true }, other)).statusCode).toBe(404);
    expect(await rows()).toBe(before);
  });

  it('schedules a text at 10:30 p.m. Central for 8:00 a.m., and the job sends it at 8:01 and logs it', async () => {
    now = new Date('2026-11-25T04:30:00Z'); // Tuesday 10:30 p.m. in Dallas
    const res = await send({
      channel: 'sms',
      leadId: lead.id,
      content: 'Hi Maria, it’s Rosa. Can we tour tomorrow? Reply STOP to opt out.',
      approved: true,
    });
    expect(res.statusCode).toBe(201);
    const { message, notice } = res.json();
    expect(notice).toBe(
      "It's after 9 p.m. for Maria Gonzalez (Central time): the text is scheduled for 8:00 a.m. tomorrow, Wednesday, November 25. Text messages are not set up on this server, so when the time comes it will go to the outbox, not to the client.",
    );
    expect(message).toMatchObject({
      status: 'scheduled',
      scheduledFor: '2026-11-25T14:00:00.000Z',
      to: '+14695550182',
      sentAt: null,
    });

    now = new Date('2026-11-25T13:59:00Z'); // 7:59 a.m.: not yet
    expect(await sweep()).toBe(0);
    now = new Date('2026-11-25T14:01:00Z'); // 8:01 a.m.
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(communicationMessages)
      .where(eq(communicationMessages.id, message.id));
    expect(row).toMatchObject({ status: 'outbox', error: null });
    expect((await activities(lead.id))[0]).toMatchObject({
      type: 'note',
      description: expect.stringMatching(/^Text saved to the outbox \(not sent\): Hi Maria/),
    });
  });

  it('uses Mountain time for an El Paso number, and honours a later time the agent chose', async () => {
    now = new Date('2026-11-25T03:30:00Z'); // 9:30 p.m. Dallas = 8:30 p.m. El Paso
    const inside = await send({ channel: 'sms', intakeId, content: 'Hello from Rosa', approved: true });
    expect(inside.json()).toMatchObject({ message: { status: 'outbox', to: '+19155550142' } });
    now = MORNING;
    const later = await send({
      channel: 'email',
      intakeId,
      subject: 'Tomorrow',
      content: 'See you then.',
      approved: true,
      sendAt: '2026-11-25T10:00:00-06:00',
    });
    expect(later.json()).toMatchObject({
      message: { status: 'scheduled', scheduledFor: '2026-11-25T16:00:00.000Z' },
      notice: expect.stringMatching(
        /^The email is scheduled for 10:00 a\.m\. tomorrow, Wednesday, November 25 \(Central time\), as you chose\./,
      ),
    });
  });

  it('does not send a scheduled text whose client withdrew consent', async () => {
    now = new Date('2026-11-26T04:00:00Z');
    const res = await send({ channel: 'sms', leadId: lead.id, content: 'Late note', approved: true });
    expect(res.json().message.status).toBe('scheduled');
    await call(t, rosa)('PATCH', `/api/leads/${lead.id}`, { smsConsent: false });
    now = new Date('2026-11-26T15:00:00Z');
    await sweep();
    const [row] = await t.database.db
      .select()
      .from(communicationMessages)
      .where(eq(communicationMessages.id, res.json().message.id));
    expect(row).toMatchObject({
      status: 'failed',
      error: 'Not sent: This client has not agreed to receive text messages.',
    });
    await call(t, rosa)('PATCH', `/api/leads/${lead.id}`, { smsConsent: true });
  });

  it('lists only the realtor’s own messages, newest first', async () => {
    const mine = (await call(t, rosa)('GET', '/api/ai-client-communication/messages')).json();
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(mine.map((m: { id: number }) => m.id)).toEqual(
      [...mine.map((m: { id: number }) => m.id)].sort((a, b) => b - a),
    );
    expect((await call(t, other)('GET', '/api/ai-client-communication/messages')).json()).toEqual([]);
  });
});

describe('texts through Twilio (a local server speaking its Messages API)', () => {
  const received: URLSearchParams[] = [];
  let fail = false;
  const twilio = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      received.push(new URLSearchParams(data));
      res.writeHead(fail ? 400 : 201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          fail ? { message: "The 'To' number is not a valid phone number." } : { sid: `SM${received.length}` },
        ),
      );
    });
  });
  let t: TestApp;
  let now = MORNING;
  let rosa: Realtor;
  let lead: { id: number };
  const send = (body: object) => call(t, rosa)('POST', '/api/ai-client-communication/send', body);
  const activities = async () => (await call(t, rosa)('GET', `/api/leads/${lead.id}/activities`)).json();

  beforeAll(async () => {
    await new Promise<void>((r) => twilio.listen(0, '127.0.0.1', r));
    const { port } = twilio.address() as AddressInfo;
    t = await createTestApp(
      {
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM: '+12145550100',
        TWILIO_API_BASE: `http://127.0.0.1:${port}`,
      },
      { clock: () => now },
    );
    rosa = await signedInRealtor(t);
    lead = (await call(t, rosa)('POST', '/api/leads', leadBody({ smsConsent: true }))).json();
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => twilio.close(r));
  });

  it('sends, says so, and logs the text as a contact on the lead', async () => {
    const res = await send({ channel: 'sms', leadId: lead.id, content: 'Hi Maria, it is Rosa.', approved: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      notice: 'Text sent to Maria Gonzalez.',
      message: { status: 'sent', provider: 'twilio', sentAt: MORNING.toISOString() },
    });
    expect(received.at(-1)!.get('To')).toBe('+14695550182');
    expect((await activities())[0]).toMatchObject({ type: 'email', description: 'Text sent: Hi Maria, it is Rosa.' });
  });

  it('answers 503 when the provider refuses, stores the message as failed and logs nothing', async () => {
    fail = true;
    const before = (await activities()).length;
    const res = await send({ channel: 'sms', leadId: lead.id, content: 'Hi again', approved: true });
    fail = false;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe("Twilio refused the message: The 'To' number is not a valid phone number.");
    const [row] = await t.database.db
      .select()
      .from(communicationMessages)
      .where(eq(communicationMessages.content, 'Hi again'));
    expect(row).toMatchObject({
      status: 'failed',
      sentAt: null,
      error: "Twilio refused the message: The 'To' number is not a valid phone number.",
    });
    expect((await activities()).length).toBe(before);
  });

  it('sends a scheduled text once, even when two sweeps run at the same time', async () => {
    now = new Date('2026-11-25T04:30:00Z');
    const res = await send({ channel: 'sms', leadId: lead.id, content: 'Only once', approved: true });
    expect(res.json().message.status).toBe('scheduled');
    now = new Date('2026-11-25T14:01:00Z');
    const sweep = t.app.scheduledJobs.find((j) => j.name === 'client-communication-scheduled-sends')!;
    const before = received.length;
    const results = await Promise.all([sweep.run(), sweep.run()]);
    expect(results.sort()).toEqual([0, 1]);
    expect(received.slice(before).map((b) => b.get('Body'))).toEqual(['Only once']);
  });
});
