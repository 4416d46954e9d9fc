import { RESALE_FINANCED_2026 } from '@bluebonnet/domain/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedMarket } from '../../test/fixed-market';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = () => new Date('2026-04-18T15:00:00Z'); // fixture (a) is effective 2026-04-14

describe('contract deadlines, calendar feed and contract health', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let contractId: number;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://app.example.com' }, { clock, market: fixedMarket });
    const u = await t.createUser();
    cookie = await t.login(u.email, u.password);
    const o = await t.createUser();
    otherCookie = await t.login(o.email, o.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contract-analyses',
      payload: { contractType: 'purchase', contractText: RESALE_FINANCED_2026 },
      headers: { cookie },
    });
    contractId = res.json().id;
  });
  afterAll(() => t.close());

  const get = (url: string, c = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: c } });

  it('lists the next 30 days of open items with days until, urgency and the paragraph', async () => {
    const res = await get('/api/contract-deadlines');
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<Record<string, unknown>>;
    const option = items.find((i) => /option period/i.test(String(i.title)));
    expect(option).toMatchObject({ dueDate: '2026-04-21', daysUntil: 3, urgent: true, dueTime: '17:00', contractId });
    expect(String(option?.paragraph)).toContain('5');
    for (const i of items) {
      expect(Number(i.daysUntil)).toBeLessThanOrEqual(30);
      expect(i.urgent).toBe(Number(i.daysUntil) <= 3);
    }
    expect(items.some((i) => i.dueDate === '2026-05-29')).toBe(false); // closing is 41 days out
    const dates = items.map((i) => String(i.dueDate));
    expect([...dates].sort()).toEqual(dates);
  });

  it('drops an action item from the card once it is done', async () => {
    const before = (await get('/api/contract-deadlines')).json() as Array<{ actionItemId?: string; type: string }>;
    const item = before.find((i) => i.type === 'action_item');
    expect(item?.actionItemId).toBeDefined();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/contract-analyses/${contractId}/action-items/${item?.actionItemId}`,
      payload: { completed: true },
      headers: { cookie },
    });
    const after = (await get('/api/contract-deadlines')).json() as Array<{ actionItemId?: string }>;
    expect(after.some((i) => i.actionItemId === item?.actionItemId)).toBe(false);
  });

  it('shows another realtor nothing', async () => {
    expect((await get('/api/contract-deadlines', otherCookie)).json()).toEqual([]);
    expect((await get('/api/contract-health', otherCookie)).json()).toEqual([]);
  });

  it('serves a private iCalendar feed with every deadline and its paragraph', async () => {
    const feed = (await get('/api/contract-deadlines/calendar-feed')).json();
    expect(feed.url).toMatch(/^https:\/\/app\.example\.com\/api\/calendar\/[\w-]{20,}\.ics$/);
    const again = (await get('/api/contract-deadlines/calendar-feed')).json();
    expect(again.url).toBe(feed.url);
    const ics = await t.app.inject({ method: 'GET', url: new URL(feed.url).pathname });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    // The option period ends 5:00 p.m. Central (CDT in April) = 22:00 UTC.
    expect(ics.body).toContain('DTSTART:20260421T220000Z');
    expect(ics.body).toMatch(/DESCRIPTION:Paragraph 5/);
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20260529');
    for (const line of ics.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not-a-real-token-123.ics' })).statusCode).toBe(404);
  });

  it('shows open leads’ follow-ups in the feed as all-day events with how to reach the client', async () => {
    const addLead = (c: string, body: object) =>
      t.app.inject({ method: 'POST', url: '/api/leads', payload: body, headers: { cookie: c } });
    const maria = { firstName: 'Maria', lastName: 'Gonzalez', email: 'maria@example.com', phone: '(469) 555-0182' };
    expect((await addLead(cookie, { ...maria, nextFollowUpDate: '2026-04-20' })).statusCode).toBe(201);
    await addLead(cookie, {
      firstName: 'Lost',
      lastName: 'Cause',
      email: 'lost@example.com',
      status: 'lost',
      nextFollowUpDate: '2026-04-22',
    });
    await addLead(cookie, { firstName: 'No', lastName: 'Date', email: 'nodate@example.com' });
    await addLead(otherCookie, {
      firstName: 'Their',
      lastName: 'Lead',
      email: 'their@example.com',
      nextFollowUpDate: '2026-04-20',
    });
    const feed = (await get('/api/contract-deadlines/calendar-feed')).json();
    const ics = await t.app.inject({ method: 'GET', url: new URL(feed.url).pathname });
    const body = ics.body.replace(/\r\n /g, ''); // unfold long lines
    const event = /BEGIN:VEVENT\r\nUID:lead-follow-up-\d+@bluebonnet\r\n[\s\S]*?END:VEVENT/.exec(body)?.[0] ?? '';
    expect(event).toContain('DTSTART;VALUE=DATE:20260420');
    expect(event).toContain('SUMMARY:Follow up: Maria Gonzalez');
    expect(event).toContain('DESCRIPTION:Phone: (469) 555-0182\\nEmail: maria@example.com');
    expect(body.match(/SUMMARY:Follow up:/g)).toHaveLength(1); // not the lost lead, the undated one or another realtor's
    expect(body).toContain('DTSTART;VALUE=DATE:20260529'); // the contract deadlines are still there
    for (const line of ics.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  describe('a new private address', () => {
    const rotate = (c?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contract-deadlines/calendar-feed/rotate',
        headers: c ? { cookie: c } : {},
      });
    const icsStatus = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;
    const feedUrl = async (c: string) => String((await get('/api/contract-deadlines/calendar-feed', c)).json().url);

    it('replaces the address: the old one answers 404 at once, the new one serves the deadlines', async () => {
      const old = await feedUrl(cookie);
      expect(await icsStatus(old)).toBe(200);
      const res = await rotate(cookie);
      expect(res.statusCode).toBe(200);
      const fresh = res.json() as { url: string; note: string };
      expect(fresh.url).toMatch(/^https:\/\/app\.example\.com\/api\/calendar\/[\w-]{20,}\.ics$/);
      expect(fresh.url).not.toBe(old);
      expect(fresh.note).toMatch(/Private address/);
      expect(await icsStatus(old)).toBe(404);
      const ics = await t.app.inject({ method: 'GET', url: new URL(fresh.url).pathname });
      expect(ics.statusCode).toBe(200);
      expect(ics.body).toContain('DTSTART;VALUE=DATE:20260529');
      expect(await feedUrl(cookie)).toBe(fresh.url);
    });

    it('replaces only the caller’s own address, and needs a signed-in realtor', async () => {
      const mine = await feedUrl(cookie);
      const theirsBefore = await feedUrl(otherCookie);
      const theirs = (await rotate(otherCookie)).json() as { url: string };
      expect(theirs.url).not.toBe(theirsBefore);
      expect(theirs.url).not.toBe(mine);
      expect(await icsStatus(theirsBefore)).toBe(404);
      expect(await icsStatus(theirs.url)).toBe(200);
      expect(await icsStatus(mine)).toBe(200);
      expect(await feedUrl(cookie)).toBe(mine);
      expect((await rotate()).statusCode).toBe(401);
      expect(await icsStatus(mine)).toBe(200);
    });

    it('is retired by an admin password reset; the next request issues a new one', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const adminCookie = await t.login(admin.email, admin.password);
      const u = await t.createUser();
      const old = await feedUrl(await t.login(u.email, u.password));
      expect(await icsStatus(old)).toBe(200);
      const reset = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${u.id}/password`,
        payload: { newPassword: 'a-new-secret' },
        headers: { cookie: adminCookie },
      });
      expect(reset.statusCode).toBe(200);
      expect(await icsStatus(old)).toBe(404);
      const fresh = await feedUrl(await t.login(u.email, 'a-new-secret'));
      expect(fresh).not.toBe(old);
      expect(await icsStatus(fresh)).toBe(200);
      expect(await icsStatus(await feedUrl(cookie))).toBe(200); // nobody else's address changes
    });
  });

  it('summarises contract health per contract', async () => {
    const res = await get('/api/contract-health');
    expect(res.statusCode).toBe(200);
    const [h] = res.json();
    expect(h).toMatchObject({ id: contractId, contractType: 'purchase', contractStatus: 'active' });
    expect(h.overallRiskScore).toBeGreaterThanOrEqual(0);
    expect(h.texasComplianceScore).toBeGreaterThan(0);
    expect(h.urgentDeadlines).toBeGreaterThan(0);
  });
});
