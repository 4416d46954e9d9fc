import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { intakeForm } from '../../test/intake-form.fixture';

function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('form link, QR code and SMS through the outbox', () => {
  let t: TestApp;
  let cookie: string;
  let realtorId: number;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://bluebonnet.example.com' });
    const u = await t.createUser({ firstName: 'Rosa', lastName: 'Martinez' });
    realtorId = u.id;
    cookie = await t.login(u.email, u.password);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, c: string | null = cookie) =>
    t.app.inject({ method: 'POST', url, payload, headers: c ? { cookie: c } : {} });

  it('generates a short branded link, the form link, an SMS text and a QR code of the form link', async () => {
    const res = await post('/api/customer-intakes/generate-link');
    expect(res.statusCode).toBe(200);
    const link = res.json();
    expect(link.formLink).toBe(`https://bluebonnet.example.com/intake-form?realtor=${realtorId}&name=Rosa%20Martinez`);
    expect(link.displayLink).toMatch(/^https:\/\/bluebonnet\.example\.com\/f\/[a-z2-9]{7}$/);
    expect(link.smsTemplate).toContain(link.displayLink);
    // [REALTOR] and [LINK] are filled; [NAME], the client's, is left for the agent to fill before sending.
    expect(link.smsTemplate).toMatch(/^Hello \[NAME\], this is Rosa Martinez\. /);
    expect(link.smsTemplate).not.toContain('[REALTOR]');
    expect(decodeQr(link.qrCodeUrl)).toBe(link.formLink);
    const again = (await post('/api/customer-intakes/generate-link')).json();
    expect(again.displayLink).toBe(link.displayLink);

    const short = await t.app.inject({ method: 'GET', url: new URL(link.displayLink).pathname });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(`/intake-form?realtor=${realtorId}&name=Rosa%20Martinez`);
  });

  it('saves the realtor’s SMS template and uses it for the next link', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/sms-template',
      payload: { template: 'Howdy from [NAME]! Start here: [LINK]' },
      headers: { cookie },
    });
    expect(put.statusCode).toBe(200);
    const link = (await post('/api/customer-intakes/generate-link')).json();
    expect(link.smsTemplate).toBe(`Howdy from Rosa Martinez! Start here: ${link.displayLink}`);
    const noLink = await t.app.inject({
      method: 'PUT',
      url: '/api/sms-template',
      payload: { template: 'Hi [NAME]' },
      headers: { cookie },
    });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().message).toBe('The template must contain [LINK] so the client gets the form.');
  });

  it('saves a text to the outbox and says plainly that it was not sent', async () => {
    const res = await post('/api/send-sms', { phone: '(214) 555-0142', message: 'Hello from Rosa' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'outbox',
      message: 'SMS is not configured on this server; the message was saved to the outbox.',
      sms: { to: '+12145550142', status: 'outbox', provider: 'outbox' },
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/sms-messages', headers: { cookie } })).json();
    expect(list[0]).toMatchObject({ to: '+12145550142', body: 'Hello from Rosa', status: 'outbox' });
  });

  it('refuses a bad phone number with a clear 400 and stores nothing', async () => {
    const res = await post('/api/send-sms', { phone: '555-0142', message: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter a valid US phone number, such as (214) 555-0142.');
    const list = (await t.app.inject({ method: 'GET', url: '/api/sms-messages', headers: { cookie } })).json();
    expect(list.every((m: { body: string }) => m.body !== 'Hello')).toBe(true);
  });

  it('respects a client who did not agree to texts, and 404s another realtor’s client', async () => {
    const noConsent = (await post('/api/customer-intakes', intakeForm(realtorId, { smsConsent: false }), null)).json()
      .id;
    const res = await post('/api/send-sms', { phone: '(469) 555-0182', message: 'Hi', intakeId: noConsent });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This client has not agreed to receive text messages.');
    const other = await t.createUser();
    const theirs = (await post('/api/customer-intakes', intakeForm(other.id), null)).json().id;
    expect((await post('/api/send-sms', { phone: '(469) 555-0182', message: 'Hi', intakeId: theirs })).statusCode).toBe(
      404,
    );
  });

  it('needs a signed-in realtor', async () => {
    expect((await post('/api/customer-intakes/generate-link', undefined, null)).statusCode).toBe(401);
    expect((await post('/api/send-sms', { phone: '2145550142', message: 'x' }, null)).statusCode).toBe(401);
  });
});

describe('SMS through Twilio (a local server speaking its Messages API)', () => {
  const received: Array<{ url?: string; auth?: string; body: URLSearchParams }> = [];
  let fail = false;
  const twilio = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      received.push({ url: req.url, auth: req.headers.authorization, body: new URLSearchParams(data) });
      res.writeHead(fail ? 400 : 201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          fail
            ? { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }
            : { sid: 'SM1234567890abcdef', status: 'queued' },
        ),
      );
    });
  });
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    await new Promise<void>((r) => twilio.listen(0, '127.0.0.1', r));
    const { port } = twilio.address() as AddressInfo;
    t = await createTestApp({
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+19725550100',
      TWILIO_API_BASE: `http://127.0.0.1:${port}`,
    });
    const u = await t.createUser();
    cookie = await t.login(u.email, u.password);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => twilio.close(r));
  });

  it('sends for real: E.164 number, basic auth, and the provider’s message id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-sms',
      payload: { phone: '214-555-0142', message: 'Form: https://x' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'sent',
      message: 'Customer intake form link sent to client',
      sms: { providerMessageId: 'SM1234567890abcdef', provider: 'twilio' },
    });
    const call = received.at(-1);
    expect(call?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(call?.auth).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(Object.fromEntries(call?.body ?? [])).toEqual({
      To: '+12145550142',
      From: '+19725550100',
      Body: 'Form: https://x',
    });
  });

  it('reports Twilio’s refusal as a 503 with its reason, and records the failure', async () => {
    fail = true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-sms',
      payload: { phone: '214-555-0142', message: 'x' },
      headers: { cookie },
    });
    fail = false;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe("Twilio refused the message: The 'To' number is not a valid phone number.");
    const list = (await t.app.inject({ method: 'GET', url: '/api/sms-messages', headers: { cookie } })).json();
    expect(list[0]).toMatchObject({ status: 'failed' });
  });
});
