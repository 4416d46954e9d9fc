// A half-filled draft through the API: every deadline its terms allow, none undated on the card or in
// the calendar, and the missing terms entered on the analysis (PATCH /api/contract-analyses/:id/terms).
import { resaleFinanced2026 } from '@bluebonnet/domain/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedMarket } from '../../test/fixed-market';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = () => new Date('2026-04-15T15:00:00Z'); // the draft's Effective Date is 2026-04-14

type Deadline = { key: string; dueDate: string | null; status: string; daysAfterEffectiveDate?: number | null };
type Analysis = {
  id: number;
  deadlines: Deadline[];
  missingTerms: { term: string; paragraph: string; blocks: string }[];
  enteredTerms?: Record<string, unknown>;
  keyTerms: { key: string; value: string; evidence: unknown }[];
  redFlags: { title: string; detail: string }[];
  actionItems: { id: string; title: string; completed: boolean }[];
};

describe('blank terms and entering them on the analysis', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    t = await createTestApp({}, { clock, market: fixedMarket });
    const u = await t.createUser();
    cookie = await t.login(u.email, u.password);
    const o = await t.createUser();
    otherCookie = await t.login(o.email, o.password);
  });
  afterAll(() => t.close());

  const analyse = async (over: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contract-analyses',
      // Variants of one contract, each a record of its own here.
      payload: { contractType: 'purchase', contractText: resaleFinanced2026(over), mode: 'new' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Analysis;
  };
  const patch = (id: number, payload: unknown, c = cookie) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/contract-analyses/${id}/terms`,
      payload: payload as object,
      headers: { cookie: c },
    });
  const get = async (url: string, c = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: c } });
  const stored = async (id: number) => (await get(`/api/contract-analyses/${id}`)).json() as Analysis;
  const ics = async () => {
    const feed = (await get('/api/contract-deadlines/calendar-feed')).json() as { url: string };
    return (await t.app.inject({ method: 'GET', url: new URL(feed.url).pathname })).body.replace(/\r\n /g, '');
  };
  const key = (a: Analysis, k: string) => a.deadlines.find((d) => d.key === k);
  /** Option periods ending 5:00 p.m. CDT on 2026-04-21 (22:00 UTC) in the calendar feed. */
  const optionEvents = async () => (await ics()).split('DTSTART:20260421T220000Z').length - 1;

  describe('¶6D blank', () => {
    let draft: Analysis;
    beforeAll(async () => {
      draft = await analyse({ objectionDays: '' });
    });

    it('keeps the option deadline and names exactly what the blank blocks', () => {
      expect(key(draft, 'option-period')?.dueDate).toBe('2026-04-21');
      expect(key(draft, 'title-objections')).toBeUndefined();
      expect(draft.missingTerms).toEqual([
        { term: 'title.objectionDays', paragraph: '6D', blocks: 'Title objections' },
      ]);
      expect(draft.redFlags.find((f) => f.title.startsWith('¶6D'))?.detail).toContain(
        'Not computed until it is filled in: Title objections.',
      );
    });

    it('entering the days computes the rest, keeps ticked items ticked and records the entry', async () => {
      const tick = await t.app.inject({
        method: 'PATCH',
        url: `/api/contract-analyses/${draft.id}/action-items/earnest-money`,
        payload: { completed: true },
        headers: { cookie },
      });
      expect(tick.statusCode).toBe(200);
      const res = await patch(draft.id, { titleObjectionDays: 5 });
      expect(res.statusCode).toBe(200);
      const updated = res.json() as Analysis;
      expect(key(updated, 'title-objections')).toMatchObject({ status: 'waiting' });
      expect(updated.missingTerms).toEqual([]);
      expect(updated.enteredTerms).toEqual({ titleObjectionDays: 5 });
      expect(updated.keyTerms.find((k) => k.key === 'titleObjectionDays')).toMatchObject({
        value: '5 days (entered by you)',
        evidence: null,
      });
      expect(updated.actionItems.some((i) => i.id === 'term-missing-title-objectiondays')).toBe(false);
      expect(updated.actionItems.find((i) => i.id === 'earnest-money')?.completed).toBe(true);
      expect(await stored(draft.id)).toEqual(updated);
    });
  });

  describe('Effective Date blank', () => {
    let draft: Analysis;
    let optionsBefore: number;
    beforeAll(async () => {
      optionsBefore = await optionEvents();
      draft = await analyse({ execDay: '', execMonth: '', execYear: '' });
    });

    it('answers the counted deadlines as days after the Effective Date, and keeps them off the card and the calendar', async () => {
      expect(key(draft, 'option-period')).toMatchObject({
        status: 'waiting',
        dueDate: null,
        daysAfterEffectiveDate: 7,
      });
      expect(key(draft, 'closing')?.dueDate).toBe('2026-05-29');
      const card = (await get('/api/contract-deadlines')).json() as {
        dueDate: string;
        daysUntil: number;
        contractId: number;
      }[];
      for (const item of card) {
        expect(item.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isInteger(item.daysUntil)).toBe(true);
      }
      expect(card.some((i) => i.contractId === draft.id && i.dueDate === '2026-04-21')).toBe(false);
      expect(await optionEvents()).toBe(optionsBefore);
    });

    it('entering it dates them: on the analysis, the deadlines card and the calendar', async () => {
      const res = await patch(draft.id, { effectiveDate: '2026-04-14' });
      expect(res.statusCode).toBe(200);
      const updated = res.json() as Analysis;
      expect(key(updated, 'option-period')).toMatchObject({ status: 'scheduled', dueDate: '2026-04-21' });
      expect(key(updated, 'earnest-money')?.dueDate).toBe('2026-04-17');
      const card = (await get('/api/contract-deadlines')).json() as { contractId: number; dueDate: string }[];
      expect(card.some((i) => i.contractId === draft.id && i.dueDate === '2026-04-21')).toBe(true);
      expect(await optionEvents()).toBe(optionsBefore + 1);
    });
  });

  describe('refusals change nothing', () => {
    let draft: Analysis;
    beforeAll(async () => {
      draft = await analyse({ objectionDays: '' });
    });

    it("answers 404 for another realtor's analysis, and 401 when signed out", async () => {
      expect((await patch(draft.id, { titleObjectionDays: 5 }, otherCookie)).statusCode).toBe(404);
      const signedOut = await t.app.inject({
        method: 'PATCH',
        url: `/api/contract-analyses/${draft.id}/terms`,
        payload: { titleObjectionDays: 5 },
      });
      expect(signedOut.statusCode).toBe(401);
      expect(await stored(draft.id)).toEqual(draft);
    });

    it.each([
      ['no term', {}, 'Enter at least one term.'],
      ['negative days', { titleObjectionDays: -1 }, 'Days cannot be negative'],
      ['fractional days', { optionDays: 2.5 }, 'Enter a whole number of days'],
      ['a date that does not exist', { effectiveDate: '2026-02-30' }, 'Use a date like 2026-12-01'],
      [
        'closing before the Effective Date',
        { effectiveDate: '2026-05-01', closingDate: '2026-04-01' },
        'The closing date cannot be before the Effective Date.',
      ],
      [
        'closing before the Effective Date in the text',
        { closingDate: '2026-04-01' },
        'The closing date (2026-04-01) cannot be before the Effective Date (2026-04-14).',
      ],
    ])('answers 400 for %s', async (_label, payload, message) => {
      const res = await patch(draft.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await stored(draft.id)).toEqual(draft);
    });
  });
});
