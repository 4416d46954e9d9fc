import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';

const registration = (email: string) => ({
  firstName: 'Dana',
  lastName: 'Whitfield',
  email,
  phone: '(214) 555-0123',
  trecLicenseNumber: '0612345',
  password: 'bluebonnet1',
  captchaVerification: true,
});

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers a realtor on the starter plan with a 30-day trial and signs them in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: registration('Dana@Example.com') });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      email: 'dana@example.com',
      role: 'user',
      subscriptionPlan: 'starter',
      subscriptionStatus: 'trial',
      monthlyContractAnalysisCount: 0,
      monthlyContractAnalysisLimit: 5,
      trecLicenseNumber: '0612345',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const trialDays = (new Date(body.user.trialEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(29.9);
    expect(trialDays).toBeLessThanOrEqual(30);

    const cookie = res.cookies.find((c) => c.name === 'bb_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().firstName).toBe('Dana');
  });

  it('answers success false with a clear error for a duplicate email, whatever its case', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: registration('DANA@example.com') });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(/already exists/) });
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phone: '555-0123' }, 'Please enter a valid phone number'],
    [{ trecLicenseNumber: '' }, 'TREC license number is required'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ captchaVerification: false }, 'Please complete the verification question'],
  ])('rejects %o with "%s" and stores nothing', async (change, message) => {
    const email = `bad-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...registration(email), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues[0].message).toBe(message);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it('never lets registration choose a role', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...registration('sneaky@example.com'), role: 'admin' },
    });
    expect(res.json().user.role).toBe('user');
  });

  it('signs in with the right password and answers the spec shape', async () => {
    const u = await t.createUser({ firstName: 'Lupe' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Login successful',
      user: { firstName: 'Lupe', role: 'user' },
    });
  });

  it('refuses a wrong password or unknown email with one message', async () => {
    const u = await t.createUser();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'nope-nope' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid email or password.' });
      expect(res.cookies.find((c) => c.name === 'bb_session')).toBeUndefined();
    }
  });

  it('answers 400 when email or password is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.password');
  });

  it('answers 401 to the current-user call when signed out or with a forged cookie', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: 'bb_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('rotates the session at login: the old cookie stops working', async () => {
    const u = await t.createUser();
    const first = await t.login(u.email, u.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
      headers: { cookie: first },
    });
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: second } })).statusCode).toBe(
      200,
    );
  });

  it('revokes the session at logout at once, even after it was cached', async () => {
    const u = await t.createUser();
    const cookie = await t.login(u.email, u.password);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.json()).toEqual({ success: true, message: 'Logged out' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    await t.app.inject({ method: 'POST', url: '/api/register', payload: registration('hash@example.com') });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'hash@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('bluebonnet1');
  });
});

describe('rate limits on sign-in and registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message after too many login attempts', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'x@example.com', password: 'wrong-password' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'too_many_requests',
      message: expect.stringMatching(/Too many attempts/),
    });
  });

  it('limits registration too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration(`r${i}@example.com`),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
