import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, type TestApp } from '../test/test-app';
import { postgresRateLimitStore } from './rate-limit-store';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('rate limits shared by server processes (PostgreSQL only; skipped on PGlite)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    b = await createPeerApp(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const attempt = (t: TestApp) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x@example.com', password: 'wrong-pass' } });

  it('counts sign-in attempts on either process against one limit', async () => {
    const answers = [];
    for (const t of [a, b, a, b, a]) answers.push((await attempt(t)).statusCode);
    expect(answers).toEqual([401, 401, 401, 429, 429]);
    const limited = await attempt(b);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('keeps a separate count per route', async () => {
    const res = await b.app.inject({ method: 'POST', url: '/api/register', payload: {} });
    expect(res.statusCode).toBe(400); // validation, not the sign-in route's exhausted limit
  });

  it('starts a new window once the old one has passed', async () => {
    const Store = postgresRateLimitStore(a.database.db);
    const store = new Store({});
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (err, res) => (err || !res ? reject(err ?? new Error('no result')) : resolve(res)), 300, 2),
      );
    expect((await incr('window-test')).current).toBe(1);
    const second = await incr('window-test');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await incr('window-test')).toMatchObject({ current: 1 });
  });
});
