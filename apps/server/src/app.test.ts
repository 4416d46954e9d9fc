import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testEnv } from './config/env';
import { AppError } from './lib/app-error';
import { createTestApp, type TestApp } from './test/test-app';

describe('the app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the database reachable and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: expect.any(String), database: { reachable: true } });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No route GET /api/nope' });
  });

  it('publishes OpenAPI generated from the contracts, and the docs page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/register', '/api/admin/users/{id}/password']));
    expect(doc.paths['/api/register'].post.requestBody).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('refuses cross-site writes by Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:5000' },
    });
    expect(res.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://localhost:5000', host: 'localhost:5000' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses a body that is not JSON with a clear 4xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });

  it('sends security headers: the full set on pages, the ones that matter on JSON', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('no-referrer');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});

describe('route rules enforced by buildApp', () => {
  it('refuses to start when a route does not declare its access', async () => {
    const t = await createTestApp();
    const app = await buildApp({ env: testEnv(), database: t.database, webDistDir: '/nonexistent' });
    app.get('/api/undeclared', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/Missing: GET \/api\/undeclared/);
    await t.close();
  });

  it('answers a 500 that leaks nothing about the failure', async () => {
    const t = await createTestApp();
    const app = await buildApp({ env: testEnv(), database: t.database, webDistDir: '/nonexistent' });
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret connection string postgres://u:p@db');
    });
    app.get('/api/teapot', { config: { access: 'public' } }, async () => {
      throw new AppError('conflict', 'Already done');
    });
    const boom = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret');
    expect(boom.json()).toEqual({ code: 'internal', message: 'Something went wrong on our side.' });
    const teapot = await app.inject({ method: 'GET', url: '/api/teapot' });
    expect(teapot.statusCode).toBe(409);
    expect(teapot.json()).toEqual({ code: 'conflict', message: 'Already done' });
    await app.close();
    await t.close();
  });
});

describe('the built web app', () => {
  it('serves index.html for app paths and keeps JSON 404s for /api', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/bb-web-`);
    mkdirSync(`${dir}/assets`);
    writeFileSync(`${dir}/index.html`, '<!doctype html><title>Bluebonnet</title>');
    writeFileSync(`${dir}/assets/app-abc123.js`, 'console.log(1)');
    const t = await createTestApp();
    const app = await buildApp({ env: testEnv(), database: t.database, webDistDir: dir });
    for (const url of ['/login', '/admin-dashboard', '/no-such-page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Bluebonnet</title>');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/api/missing' })).statusCode).toBe(404);
    await app.close();
    await t.close();
  });
});
