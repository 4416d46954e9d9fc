import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// Provokes the error paths that log (database down during registration, sign-in and a signed-in
// request) and checks no secret reaches the log: password, hash, session cookie, email, phone.
describe('logs leak nothing', () => {
  let t: TestApp;
  const lines: string[] = [];
  let cookie: string;
  let hash: string;
  const secrets = {
    password: 'Sup3r-secret-pass!',
    email: 'leaky.realtor@example.com',
    phone: '2145559876',
  };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    const user = await t.createUser({ email: 'signed.in@example.com', password: secrets.password });
    cookie = await t.login(user.email, secrets.password);
    const row = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
    hash = row?.passwordHash ?? 'missing';
    // From here on every query fails, so every route below takes its error path.
    await t.database.close();
  });
  afterAll(() => t.app.close());

  it('answers 500 with nothing internal and logs no secret', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'Lea',
        lastName: 'Ky',
        email: secrets.email,
        phone: secrets.phone,
        password: secrets.password,
        trecLicenseNumber: '0612345',
        captchaVerification: true,
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: secrets.email, password: secrets.password },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    for (const res of [register, login, me]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('query');
    }
    const log = lines.join('');
    expect(log).toContain('unhandled error'); // the errors were logged…
    for (const secret of [...Object.values(secrets), hash, cookie.split('=')[1] ?? 'x']) {
      expect(log).not.toContain(secret); // …without their secrets
    }
  });
});
