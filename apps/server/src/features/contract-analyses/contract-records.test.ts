// One contract, one record: per-realtor numbers, and analysing a contract already on file offers to
// update it (409) instead of storing a duplicate; 'update' keeps ticks and history, 'new' adds one.
import { formatLongDate, texasToday } from '@bluebonnet/domain';
import { RESALE_FINANCED_2026, RESALE_PRE_1978, resaleFinanced2026 } from '@bluebonnet/domain/test-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractAnalyses, contractAnalysisVersions, contractDeadlines, users } from '../../db/schema/index';
import { fixedMarket } from '../../test/fixed-market';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = () => new Date('2026-04-18T15:00:00Z'); // the fixture is effective 2026-04-14

type Analysis = {
  id: number;
  number: number;
  version: number;
  analysedAt: string;
  versions: { version: number; analysedAt: string; riskScore: number }[];
  actionItems: { id: string; completed: boolean }[];
  deadlines: { key: string; dueDate: string | null }[];
};
type Realtor = { id: number; cookie: string };

describe('contract records', () => {
  let t: TestApp;
  let rosa: Realtor;
  let other: Realtor;

  const post = (who: Realtor, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/contract-analyses', payload, headers: { cookie: who.cookie } });
  const purchase = (contractText: string, extra: object = {}) => ({ contractType: 'purchase', contractText, ...extra });
  const get = (who: Realtor, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  /** What a refusal must leave as it was: the records, their versions and deadlines, and the count. */
  const stored = async (who: Realtor) => {
    const db = t.database.db;
    const rows = await db.select().from(contractAnalyses).where(eq(contractAnalyses.realtorId, who.id));
    const versions = await db
      .select()
      .from(contractAnalysisVersions)
      .where(eq(contractAnalysisVersions.realtorId, who.id));
    const deadlines = await db.select().from(contractDeadlines).where(eq(contractDeadlines.realtorId, who.id));
    const [user] = await db.select().from(users).where(eq(users.id, who.id));
    return {
      rows: rows.map((r) => [r.id, r.version, r.riskScore]),
      versions: versions.length,
      deadlines: deadlines.length,
      used: user?.monthlyContractAnalysisCount,
    };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock, market: fixedMarket });
    const signIn = async (firstName: string) => {
      const u = await t.createUser({
        firstName,
        subscriptionPlan: 'professional',
        monthlyContractAnalysisLimit: 999999,
      });
      return { id: u.id, cookie: await t.login(u.email, u.password) };
    };
    rosa = await signIn('Rosa');
    other = await signIn('Other');
  });
  afterAll(() => t.close());

  let first: Analysis;
  it('numbers contracts per realtor: both realtors’ first contracts are #1', async () => {
    const a = await post(rosa, purchase(RESALE_FINANCED_2026, { filename: 'hollow-creek.pdf' }));
    const b = await post(other, purchase(RESALE_FINANCED_2026));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    first = a.json();
    expect(first).toMatchObject({ number: 1, version: 1, versions: [] });
    expect(b.json().number).toBe(1);
    expect((await post(rosa, purchase(RESALE_PRE_1978))).json().number).toBe(2);
    expect((await post(other, purchase(RESALE_PRE_1978))).json().number).toBe(2);
  });

  it('gives concurrent analyses distinct numbers', async () => {
    const buyers = ['Ana Lopez', 'Ben Ortiz', 'Cara Diaz', 'Dan Cruz'];
    const answers = await Promise.all(buyers.map((buyer) => post(rosa, purchase(resaleFinanced2026({ buyer })))));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((r) => r.json().number).sort()).toEqual([3, 4, 5, 6]);
    const list = (await get(rosa, '/api/contract-analyses')).json() as Analysis[];
    expect(new Set(list.map((a) => a.number)).size).toBe(list.length);
  });

  it('answers 409 naming the contract on file for the same contract written differently, and stores nothing', async () => {
    const before = await stored(rosa);
    const again = resaleFinanced2026({
      address: '2417 HOLLOW CREEK DR., Plano, Texas 75025',
      buyer: 'DANIEL REYES & PRIYA REYES',
    });
    for (const text of [RESALE_FINANCED_2026, again]) {
      const res = await post(rosa, purchase(text));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'conflict',
        message:
          'This looks like Purchase contract #1 (hollow-creek.pdf) for 2417 Hollow Creek Drive, Plano, TX 75025 ' +
          `(analysed ${formatLongDate(texasToday(new Date(first.analysedAt)))}). Update it or save as a new contract.`,
        existing: { id: first.id, number: 1, title: 'Purchase contract #1', version: 1 },
      });
    }
    expect(await stored(rosa)).toEqual(before);
  });

  it('updates the record in place: ticks kept, the old analysis a version, deadlines replaced', async () => {
    const item = first.actionItems[0] as { id: string };
    const tick = await t.app.inject({
      method: 'PATCH',
      url: `/api/contract-analyses/${first.id}/action-items/${item.id}`,
      payload: { completed: true },
      headers: { cookie: rosa.cookie },
    });
    expect(tick.statusCode).toBe(200);
    const before = await stored(rosa);
    const amended = resaleFinanced2026({ optionDays: '10' });
    const res = await post(rosa, purchase(amended, { mode: 'update', updateId: first.id }));
    expect(res.statusCode).toBe(201);
    const updated = res.json() as Analysis;
    expect(updated).toMatchObject({ id: first.id, number: 1, version: 2 });
    expect(updated.versions).toEqual([
      { version: 1, analysedAt: first.analysedAt, riskScore: expect.any(Number), complianceScore: expect.any(Number) },
    ]);
    expect(updated.actionItems.find((i) => i.id === item.id)?.completed).toBe(true);
    expect(updated.deadlines.find((d) => d.key === 'option-period')?.dueDate).toBe('2026-04-24');
    const after = await stored(rosa);
    expect(after.rows).toHaveLength(before.rows.length); // no second record
    expect(after.versions).toBe(before.versions + 1);
    expect(after.used).toBe((before.used ?? 0) + 1); // an analysis like any other
    const scheduled = updated.deadlines.filter((d) => d.dueDate !== null).length;
    const rows = await t.database.db.select().from(contractDeadlines).where(eq(contractDeadlines.contractId, first.id));
    expect(rows).toHaveLength(scheduled);
    const card = (await get(rosa, '/api/contract-deadlines')).json() as { contractId: number; title: string }[];
    const mine = card.filter((d) => d.contractId === first.id).map((d) => d.title);
    expect(new Set(mine).size).toBe(mine.length);
    expect(mine.length).toBeGreaterThan(0);
  });

  it("saves a new contract on 'new', and still shows its deadlines once", async () => {
    const res = await post(rosa, purchase(resaleFinanced2026({ optionDays: '10' }), { mode: 'new' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ number: 7, version: 1 });
    // The very same text twice: the card shows the newer copy's deadlines, not both.
    const card = (await get(rosa, '/api/contract-deadlines')).json() as { title: string; dueDate: string }[];
    const option = card.filter((d) => /option period/i.test(d.title) && d.dueDate === '2026-04-24');
    expect(option).toHaveLength(1);
  });

  it('answers 404 for another realtor’s record and stores nothing', async () => {
    const theirs = (await get(other, '/api/contract-analyses')).json() as Analysis[];
    const before = [await stored(rosa), await stored(other)];
    const res = await post(rosa, purchase(RESALE_FINANCED_2026, { mode: 'update', updateId: theirs[0]?.id }));
    expect(res.statusCode).toBe(404);
    expect([await stored(rosa), await stored(other)]).toEqual(before);
  });

  it.each([
    ['an unknown mode', { mode: 'merge' }, 'mode'],
    ['update without updateId', { mode: 'update' }, 'updateId'],
    ['updateId without update', { mode: 'auto', updateId: 1 }, 'mode'],
    ['a bad updateId', { mode: 'update', updateId: -4 }, 'updateId'],
  ])('refuses %s with 400 and stores nothing', async (_label, extra, field) => {
    const before = await stored(rosa);
    const res = await post(rosa, purchase(RESALE_PRE_1978, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
    expect(await stored(rosa)).toEqual(before);
  });

  it('refuses to update a contract with another type of contract', async () => {
    const before = await stored(rosa);
    const res = await post(rosa, {
      contractType: 'lease',
      contractText: RESALE_FINANCED_2026,
      mode: 'update',
      updateId: first.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/purchase contract/);
    expect(await stored(rosa)).toEqual(before);
  });
});
