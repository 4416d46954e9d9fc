import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('transport limits and caching', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
  });
  afterAll(() => t.close());

  it('answers 408 and closes a public POST whose body never finishes arriving', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const started = performance.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/customer-intakes HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"firstName":',
        );
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('still open after 8 s')), 8000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('marks signed-in answers no-store and leaves public ones alone', async () => {
    const user = await t.createUser();
    const cookie = await t.login(user.email, user.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.headers['cache-control']).toBe('no-store');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
