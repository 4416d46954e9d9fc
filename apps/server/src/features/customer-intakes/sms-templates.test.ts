// [NAME] is the client's name and [REALTOR] the realtor's; nothing goes out with a placeholder left in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveSmsTemplate } from './outreach.repository';
import { upgradeLegacySmsTemplate } from './sms-template-upgrade';

describe('SMS templates and placeholders', () => {
  let t: TestApp;
  let cookie: string;
  let realtorId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const u = await t.createUser({ firstName: 'Maria', lastName: 'Gonzalez' });
    realtorId = u.id;
    cookie = await t.login(u.email, u.password);
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const sent = async () => ((await inject('GET', '/api/sms-messages')).json() as unknown[]).length;

  it('fills [REALTOR] and [LINK] in the generated text, and leaves [NAME] for the client', async () => {
    await inject('PUT', '/api/sms-template', { template: 'Hi [NAME]! [REALTOR] here. Start here: [LINK]' });
    const link = (await inject('POST', '/api/customer-intakes/generate-link')).json();
    expect(link.smsTemplate).toBe(`Hi [NAME]! Maria Gonzalez here. Start here: ${link.displayLink}`);
  });

  it('refuses a message with a placeholder left in it, names it, and sends nothing', async () => {
    const before = await sent();
    const res = await inject('POST', '/api/send-sms', {
      phone: '2145550142',
      message: 'Hi [NAME], see https://x.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "[NAME] is still in the message: replace it with the client's name before sending.",
      issues: [{ path: 'body.message' }],
    });
    const unknown = await inject('POST', '/api/send-sms', { phone: '2145550142', message: 'Hi {first_name}!' });
    expect(unknown.json().message).toBe(
      '{first_name} is still in the message: replace it with the words you mean before sending.',
    );
    expect(await sent()).toBe(before);
  });

  it('refuses a message that greets the realtor instead of the client', async () => {
    const before = await sent();
    const res = await inject('POST', '/api/send-sms', {
      phone: '2145550142',
      message: "Hi Maria Gonzalez! I'm excited to help with your home search: https://x.test/f/abc",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "This message greets you (Maria Gonzalez) instead of your client: put the client's name after the greeting.",
    );
    expect(await sent()).toBe(before);
    const ok = await inject('POST', '/api/send-sms', {
      phone: '2145550142',
      message: "Hi Ana! It's Maria Gonzalez. Tell me what you're looking for: https://x.test/f/abc",
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses to save a template with a placeholder it cannot fill', async () => {
    const res = await inject('PUT', '/api/sms-template', { template: 'Hi [CLIENT NAME], here: [LINK]' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "[CLIENT NAME] is not a placeholder we fill in: use [NAME] for the client's name, [REALTOR] for yours and [LINK] for the form link.",
    );
  });

  it('reads a template saved when [NAME] meant the realtor with [REALTOR] in the realtor’s places', async () => {
    await saveSmsTemplate(
      t.database.db,
      realtorId,
      'Hello, this is [NAME], your real estate agent. To help me find the right home for you, please complete this short form: [LINK]',
    );
    expect((await inject('GET', '/api/sms-template')).json().template).toBe(
      'Hello, this is [REALTOR], your real estate agent. To help me find the right home for you, please complete this short form: [LINK]',
    );
    const link = (await inject('POST', '/api/customer-intakes/generate-link')).json();
    expect(link.smsTemplate).toMatch(/^Hello, this is Maria Gonzalez, your real estate agent\./);
  });
});

describe('upgradeLegacySmsTemplate', () => {
  it.each([
    [
      "Hi there! It's [NAME] 😊 Tell me about your dream home: [LINK]",
      "Hi there! It's [REALTOR] 😊 Tell me about your dream home: [LINK]",
    ],
    ['[NAME] here. Quick home-search form: [LINK]', '[REALTOR] here. Quick home-search form: [LINK]'],
    ['Howdy from [NAME]! Start here: [LINK]', 'Howdy from [REALTOR]! Start here: [LINK]'],
    ['Form: [LINK] - [NAME]', 'Form: [LINK] - [REALTOR]'],
    // [NAME] as the person greeted already meant the client, as the help text said.
    [
      'Hi [NAME], please fill out my quick intake form: [LINK]',
      'Hi [NAME], please fill out my quick intake form: [LINK]',
    ],
  ])('%s', (stored, read) => {
    expect(upgradeLegacySmsTemplate(stored)).toBe(read);
    expect(upgradeLegacySmsTemplate(read)).toBe(read);
  });
});
