import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOCK_AFTER_FAILURES, lockDurationMs, lockedMessage } from './login-throttle';

describe('lock durations', () => {
  it('lets four failures pass, then locks for 30 s, doubling up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(lockDurationMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(lockDurationMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(lockDurationMs(40)).toBe(15 * 60_000);
    expect(lockedMessage(30_000)).toBe('Too many failed sign-ins for this account. Try again in 30 seconds.');
    expect(lockedMessage(90_000)).toBe('Too many failed sign-ins for this account. Try again in 2 minutes.');
  });
});

describe('per-account sign-in throttling', () => {
  let t: TestApp;
  let now = new Date('2026-11-24T15:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  it('locks an account after repeated failures from many addresses, and unlocks after the wait', async () => {
    const user = await t.createUser();
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      const res = await login(user.email, 'wrong-password', `198.51.100.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    // Even the right password waits now: the guesser does not learn when it found it.
    const locked = await login(user.email, user.password, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      success: false,
      message: 'Too many failed sign-ins for this account. Try again in 30 seconds.',
    });
    now = new Date(now.getTime() + 31_000);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    // A success clears the count: one more failure is an ordinary 401.
    expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
  });

  it('treats unknown emails alike, so the lock says nothing about which accounts exist', async () => {
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      expect((await login('nobody@example.com', 'guess')).statusCode).toBe(401);
    }
    expect((await login('NOBODY@example.com', 'guess')).statusCode).toBe(429);
  });

  it('does not lock other accounts', async () => {
    const other = await t.createUser();
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });
});
