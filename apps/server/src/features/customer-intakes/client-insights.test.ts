import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIntakes, emailMessages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { intakeForm } from '../../test/intake-form.fixture';

describe('AI client analysis and education packages', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let intakeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const u = await t.createUser({ firstName: 'Rosa', lastName: 'Martinez' });
    cookie = await t.login(u.email, u.password);
    const o = await t.createUser();
    otherCookie = await t.login(o.email, o.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/customer-intakes', payload: intakeForm(u.id) });
    intakeId = res.json().id;
  });
  afterAll(() => t.close());

  const post = (url: string, c = cookie, payload?: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie: c } });

  it('scores the client from the intake, judges the market from bundled data, and stores it', async () => {
    const res = await post(`/api/customer-intakes/${intakeId}/analyze`);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.conversionScore).toBeGreaterThanOrEqual(0);
    expect(a.conversionScore).toBeLessThanOrEqual(100);
    expect(['critical', 'high', 'medium', 'low']).toContain(a.urgencyLevel);
    expect(a.factors.length).toBeGreaterThan(3);
    expect(a.recommendedActions.some((x: { action: string }) => /lender|pre-?approv/i.test(x.action))).toBe(true);
    expect(a.marketMatch.reasoning).toMatch(/Frisco|McKinney/);
    expect(a.meta.engine).toBe('offline');
    expect(a.meta.sources.some((s: { kind: string; asOf?: string }) => s.kind === 'bundled' && s.asOf)).toBe(true);
    const [row] = await t.database.db.select().from(customerIntakes).where(eq(customerIntakes.id, intakeId));
    expect(row?.conversionScore).toBe(a.conversionScore);
    expect(row?.urgencyLevel).toBe(a.urgencyLevel);
  });

  it('builds a personalised package with the fixed sign-off', async () => {
    const res = await post(`/api/customer-intakes/${intakeId}/education-materials`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.clientName).toContain('Maria');
    expect(p.emailTemplate).toContain('Maria');
    expect(p.materials.length).toBeGreaterThanOrEqual(3);
    expect(p.emailTemplate).toContain(p.personalizedIntro.slice(0, 40));
    expect(p.emailTemplate.trimEnd()).toMatch(/The Bluebonnet Team$/);
  });

  it('emails the package to the outbox when no email provider is configured, and says so', async () => {
    const res = await post(`/api/customer-intakes/${intakeId}/education-materials/send`, cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'outbox',
      message: 'Email is not set up on this server, so nothing was sent: it is in the outbox.',
    });
    const [row] = await t.database.db.select().from(emailMessages);
    expect(row).toMatchObject({ to: 'maria.gonzalez@example.com', status: 'outbox' });
    const outbox = path.join(t.env.DATA_DIR, 'outbox');
    const [file] = readdirSync(outbox);
    expect(readFileSync(path.join(outbox, file ?? ''), 'utf8')).toContain('To: maria.gonzalez@example.com');
  });

  it('answers 404 for another realtor’s intake, and 400 for a bad address', async () => {
    expect((await post(`/api/customer-intakes/${intakeId}/analyze`, otherCookie)).statusCode).toBe(404);
    expect((await post(`/api/customer-intakes/${intakeId}/education-materials`, otherCookie)).statusCode).toBe(404);
    expect((await post(`/api/customer-intakes/${intakeId}/education-materials/send`, otherCookie, {})).statusCode).toBe(
      404,
    );
    const bad = await post(`/api/customer-intakes/${intakeId}/education-materials/send`, cookie, { to: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a valid email address');
  });
});
