import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { createPeerApp, createTestApp, type TestApp } from '../../test/test-app';
import { SessionService } from './session.service';

/** Notifications arrive asynchronously on PostgreSQL: ask again for up to 2 s, then report the last answer. */
async function within2s<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 2_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('sessions with two server processes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createPeerApp(a);
    await Promise.all([a.database.events.ready(), b.database.events.ready()]);
    const admin = await a.createUser({ role: 'admin' });
    adminCookie = await a.login(admin.email, admin.password);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const currentUser = (t: TestApp, cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const statusOnB = (cookie: string) => () => currentUser(b, cookie).then((res) => res.statusCode);
  const adminCall = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
    a.app.inject({ method, url, payload, headers: { cookie: adminCookie } });

  /** A realtor signed in on A whose session both processes have read (so B holds it in its cache). */
  async function signedInOnBoth() {
    const user = await a.createUser();
    const cookie = await a.login(user.email, user.password);
    expect((await currentUser(a, cookie)).statusCode).toBe(200);
    expect((await currentUser(b, cookie)).statusCode).toBe(200);
    return { user, cookie };
  }

  it('B answers from its cache: a row deleted behind its back (no event) is still honoured', async () => {
    // Why the events exist: without one, B would go on serving a revoked session.
    const { cookie } = await signedInOnBoth();
    const id = SessionService.hashToken(decodeURIComponent(cookie.split('=')[1] ?? ''));
    const deleted = await a.database.db.delete(sessions).where(eq(sessions.id, id)).returning();
    expect(deleted).toHaveLength(1);
    expect((await currentUser(b, cookie)).statusCode).toBe(200);
  });

  it('logout on A ends the session on B', async () => {
    const { cookie } = await signedInOnBoth();
    const res = await a.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(await within2s(statusOnB(cookie), (s) => s === 401)).toBe(401);
  });

  it('an admin password reset on A signs the realtor out on B', async () => {
    const { user, cookie } = await signedInOnBoth();
    const res = await adminCall('PATCH', `/api/admin/users/${user.id}/password`, { newPassword: 'a-new-password' });
    expect(res.statusCode).toBe(200);
    expect(await within2s(statusOnB(cookie), (s) => s === 401)).toBe(401);
  });

  it('an admin plan change on A shows on B', async () => {
    const { user, cookie } = await signedInOnBoth();
    expect((await currentUser(b, cookie)).json().subscriptionPlan).not.toBe('enterprise');
    const res = await adminCall('PATCH', `/api/admin/users/${user.id}/subscription`, {
      subscriptionPlan: 'enterprise',
      subscriptionStatus: 'active',
    });
    expect(res.statusCode).toBe(200);
    const plan = await within2s(
      () => currentUser(b, cookie).then((r) => r.json().subscriptionPlan as string),
      (p) => p === 'enterprise',
    );
    expect(plan).toBe('enterprise');
  });

  it('deleting the realtor on A ends the session on B', async () => {
    const { user, cookie } = await signedInOnBoth();
    expect((await adminCall('DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(200);
    expect(await within2s(statusOnB(cookie), (s) => s === 401)).toBe(401);
  });

  it('a logout on B ends the session on A too', async () => {
    const { cookie } = await signedInOnBoth();
    await b.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    const status = await within2s(
      () => currentUser(a, cookie).then((r) => r.statusCode),
      (s) => s === 401,
    );
    expect(status).toBe(401);
  });
});
