import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('admin', () => {
  let t: TestApp;
  let adminCookie: string;
  let admin: Awaited<ReturnType<TestApp['createUser']>>;
  let realtorCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin', firstName: 'Ada' });
    adminCookie = await t.login(admin.email, admin.password);
    const realtor = await t.createUser();
    realtorCookie = await t.login(realtor.email, realtor.password);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  describe.each([
    ['GET', '/api/admin/users', undefined],
    ['PATCH', '/api/admin/users/1/password', { newPassword: 'whatever1' }],
    ['PATCH', '/api/admin/users/1/subscription', { subscriptionPlan: 'professional', subscriptionStatus: 'active' }],
    ['DELETE', '/api/admin/users/1', undefined],
  ] as const)('%s %s', (method, url, payload) => {
    it('answers 401 when signed out', async () => {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    });
    it('answers 403 to a realtor', async () => {
      const res = await call(method, url, realtorCookie, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Admin access is required for this action.');
    });
  });

  it('lists every user, newest first, without password hashes', async () => {
    const res = await call('GET', '/api/admin/users', adminCookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.some((u) => u.email === admin.email)).toBe(true);
    expect(JSON.stringify(list)).not.toContain('argon2');
    const created = list.map((u) => String(u.createdAt));
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('changes a password: the old one stops working, the user is signed out, the log records it', async () => {
    const u = await t.createUser();
    const cookie = await t.login(u.email, u.password);
    const res = await call('PATCH', `/api/admin/users/${u.id}/password`, adminCookie, { newPassword: 'newpass' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await call('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
    expect(old.statusCode).toBe(401);
    await t.login(u.email, 'newpass');
    const log = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, u.id));
    expect(log.map((l) => l.action)).toContain('user.password_changed');
    expect(log[0]?.actorEmail).toBe(admin.email);
  });

  it('refuses a password under 6 characters and changes nothing', async () => {
    const u = await t.createUser();
    const before = await t.database.db.select().from(users).where(eq(users.id, u.id));
    const res = await call('PATCH', `/api/admin/users/${u.id}/password`, adminCookie, { newPassword: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be at least 6 characters');
    const after = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(after[0]?.passwordHash).toBe(before[0]?.passwordHash);
  });

  it('changes plan and status; the new plan limit shows on the realtor at once', async () => {
    const u = await t.createUser();
    const cookie = await t.login(u.email, u.password);
    expect((await call('GET', '/api/auth/user', cookie)).json().monthlyContractAnalysisLimit).toBe(5);
    const res = await call('PATCH', `/api/admin/users/${u.id}/subscription`, adminCookie, {
      subscriptionPlan: 'professional',
      subscriptionStatus: 'active',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ subscriptionPlan: 'professional', subscriptionStatus: 'active' });
    const me = (await call('GET', '/api/auth/user', cookie)).json();
    expect(me).toMatchObject({ subscriptionPlan: 'professional', monthlyContractAnalysisLimit: 999999 });
    const log = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, u.id));
    expect(log[0]).toMatchObject({
      action: 'user.subscription_changed',
      details: { from: { plan: 'starter', status: 'trial' }, to: { plan: 'professional', status: 'active' } },
    });
  });

  it.each([
    [{ subscriptionPlan: 'gold', subscriptionStatus: 'active' }],
    [{ subscriptionPlan: 'starter' }],
    [{ subscriptionStatus: 'active' }],
  ])('refuses an invalid subscription %o and changes nothing', async (payload) => {
    const u = await t.createUser();
    const res = await call('PATCH', `/api/admin/users/${u.id}/subscription`, adminCookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Choose a (plan|status)/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ subscriptionPlan: 'starter', subscriptionStatus: 'trial' });
  });

  it('answers 404 for a user that does not exist and for anything that is not an id', async () => {
    expect(
      (await call('PATCH', '/api/admin/users/999999/password', adminCookie, { newPassword: 'abcdef' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/admin/users/999999', adminCookie)).statusCode).toBe(404);
    // "0x10" once deleted user 16 and "99999999999" was a 500: ids are plain digits within int4.
    for (const id of ['abc', '0x10', '1e1', '016', '0', '99999999999']) {
      expect((await call('DELETE', `/api/admin/users/${id}`, adminCookie)).statusCode, id).toBe(404);
    }
  });

  it('deletes a realtor, ends their session, and records it', async () => {
    const u = await t.createUser();
    const cookie = await t.login(u.email, u.password);
    const res = await call('DELETE', `/api/admin/users/${u.id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
    const log = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, u.id));
    expect(log[0]).toMatchObject({ action: 'user.deleted', targetEmail: u.email });
  });

  it('never deletes an admin, nor the admin themself', async () => {
    const other = await t.createUser({ role: 'admin' });
    const res = await call('DELETE', `/api/admin/users/${other.id}`, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Admin accounts cannot be deleted.');
    const self = await call('DELETE', `/api/admin/users/${admin.id}`, adminCookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own account.');
    expect(await t.database.db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
  });
});
