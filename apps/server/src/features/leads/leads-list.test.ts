import { leadsResponse } from '@bluebonnet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, leadBody, type Realtor, signedInRealtor } from './leads.fixture';

/** A clock the tests move: 9 a.m. in Dallas on Monday, November 2, 2026. */
const start = new Date('2026-11-02T15:00:00Z');
let now = start;
const DAY = 86_400_000;

type L = { id: number; firstName: string; lastName: string };

describe('leads list: filters, search, pages, stats and follow-ups', () => {
  let t: TestApp;
  let rosa: Realtor;
  let as: ReturnType<typeof call>;
  const ids = async (query: string) =>
    ((await as('GET', `/api/leads${query}`)).json() as L[]).map((l) => `${l.firstName} ${l.lastName}`);
  const add = async (first: string, last: string, extra: Record<string, unknown> = {}) =>
    (
      await as(
        'POST',
        '/api/leads',
        leadBody({
          firstName: first,
          lastName: last,
          email: `${first}.${last}@example.com`.toLowerCase(),
          phone: '',
          ...extra,
        }),
      )
    ).json() as L;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
    rosa = await signedInRealtor(t);
    as = call(t, rosa);
    // Oldest first; each a minute apart so "newest first" is unambiguous.
    const seed: [string, string, Record<string, unknown>][] = [
      ['Maria', 'Gonzalez', { status: 'qualified', priority: 'high', phone: '(469) 555-0182' }],
      ['James', 'Carter', { status: 'contacted', nextFollowUpDate: '2026-11-01' }],
      ['Ana', 'Lopez', { nextFollowUpDate: '2026-11-02', priority: 'high' }],
      ['Priya', 'Shah', { status: 'nurturing', nextFollowUpDate: '2026-11-09' }],
      ['Tom', 'Nguyen', { status: 'lost', nextFollowUpDate: '2026-10-20' }],
      ['Sue', 'O_Neil', { email: 'sue@example.com' }],
    ];
    for (const [first, last, extra] of seed) {
      await add(first, last, extra);
      now = new Date(now.getTime() + 60_000);
    }
    await call(t, await signedInRealtor(t))('POST', '/api/leads', leadBody({ firstName: 'Theirs' }));
  });
  afterAll(() => t.close());

  it('lists only the realtor’s leads, newest first', async () => {
    const res = await as('GET', '/api/leads');
    expect(res.statusCode).toBe(200);
    expect(() => leadsResponse.parse(res.json())).not.toThrow();
    expect(await ids('')).toEqual([
      'Sue O_Neil',
      'Tom Nguyen',
      'Priya Shah',
      'Ana Lopez',
      'James Carter',
      'Maria Gonzalez',
    ]);
  });

  it.each([
    ['?filter=new', ['Sue O_Neil', 'Ana Lopez']],
    ['?filter=qualified', ['Maria Gonzalez']],
    ['?filter=lost', ['Tom Nguyen']],
    ['?filter=high_priority', ['Ana Lopez', 'Maria Gonzalez']],
    // Due today or earlier, not lost or converted (Tom's is long past, but he is lost).
    ['?filter=follow_up_due', ['Ana Lopez', 'James Carter']],
  ])('filters %s', async (query, names) => {
    expect(await ids(query)).toEqual(names);
  });

  it.each([
    ['first name, any case', 'mARIA', ['Maria Gonzalez']],
    ['last name', 'carter', ['James Carter']],
    ['full name', 'Priya Sh', ['Priya Shah']],
    ['email', 'lopez@', ['Ana Lopez']],
    ['phone digits in any format', '469-555-01', ['Maria Gonzalez']],
    ['phone with country code', '+1 (469) 555 0182', ['Maria Gonzalez']],
    ['a literal underscore', 'O_N', ['Sue O_Neil']],
    ['nothing that matches', 'zzz', []],
  ])('searches by %s', async (_label, search, names) => {
    expect(await ids(`?search=${encodeURIComponent(search)}`)).toEqual(names);
  });

  it('does not read % or _ as wildcards', async () => {
    expect(await ids(`?search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await ids(`?search=${encodeURIComponent('_')}`)).toEqual(['Sue O_Neil']);
  });

  it('combines a filter and a search', async () => {
    expect(await ids('?filter=high_priority&search=ana')).toEqual(['Ana Lopez']);
  });

  it('pages with before = the last id of the previous page, to the end and no further', async () => {
    const all = (await as('GET', '/api/leads')).json() as L[];
    const seen: number[] = [];
    let before: number | undefined;
    for (let page = 0; page < 5; page++) {
      const rows = (await as('GET', `/api/leads?limit=4${before ? `&before=${before}` : ''}`)).json() as L[];
      seen.push(...rows.map((l) => l.id));
      if (rows.length < 4) break;
      before = rows[rows.length - 1]?.id;
    }
    expect(seen).toEqual(all.map((l) => l.id));
  });

  it('answers a page cursor that is not the caller’s own as an expired link', async () => {
    const theirs = (await call(t, await signedInRealtor(t))('POST', '/api/leads', leadBody())).json().id as number;
    const res = await as('GET', `/api/leads?before=${theirs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This page link has expired. Reload the list.');
  });

  it('refuses a bad filter or limit with 400', async () => {
    expect((await as('GET', '/api/leads?filter=hot')).json().message).toBe('Choose a filter from the list');
    expect((await as('GET', '/api/leads?limit=0')).statusCode).toBe(400);
    expect((await as('GET', '/api/leads?limit=201')).statusCode).toBe(400);
  });

  it('counts the four stat cards and the follow-ups due', async () => {
    expect((await as('GET', '/api/leads/stats')).json()).toEqual({
      total: 6,
      qualified: 1,
      highPriority: 2,
      thisWeek: 6,
      followUpsDue: 2,
    });
  });

  it('lists overdue and due-today follow-ups of open leads, with the realtor’s today', async () => {
    const res = await as('GET', '/api/leads/follow-ups');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { today: string; overdue: L[]; dueToday: L[] };
    expect(body.today).toBe('2026-11-02');
    expect(body.overdue.map((l) => l.firstName)).toEqual(['James']);
    expect(body.dueToday.map((l) => l.firstName)).toEqual(['Ana']);
  });

  it('judges "today" in Central time: at 11 p.m. in Dallas it is still Monday', async () => {
    now = new Date('2026-11-03T04:59:00Z'); // 10:59 p.m. Central on November 2
    expect((await as('GET', '/api/leads/follow-ups')).json().today).toBe('2026-11-02');
    now = new Date('2026-11-03T06:00:00Z'); // midnight has passed in Dallas
    const body = (await as('GET', '/api/leads/follow-ups')).json() as { today: string; overdue: L[]; dueToday: L[] };
    expect(body.today).toBe('2026-11-03');
    expect(body.overdue.map((l) => l.firstName)).toEqual(['James', 'Ana']);
    expect(body.dueToday).toEqual([]);
  });

  it('counts This Week as created in the last 7 days by the app clock', async () => {
    const first = start.getTime(); // Maria; the others followed a minute apart
    now = new Date(first + 7 * DAY - 60_000);
    expect((await as('GET', '/api/leads/stats')).json().thisWeek).toBe(6);
    now = new Date(first + 7 * DAY + 30_000); // Maria is now 7 days and 30 s old; James is not yet 7 days
    expect((await as('GET', '/api/leads/stats')).json().thisWeek).toBe(5);
    now = new Date(first + 8 * DAY);
    expect((await as('GET', '/api/leads/stats')).json()).toMatchObject({ total: 6, thisWeek: 0 });
  });
});
