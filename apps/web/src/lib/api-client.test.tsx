import {
  adminEndpoints,
  authEndpoints,
  contractAnalysesEndpoints,
  customerIntakesEndpoints,
  healthEndpoints,
  investmentEndpoints,
  type EndpointResponse,
  type EndpointRoute,
} from '@bluebonnet/contracts';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { ApiError, call, callForBlob, RequestTimeoutError, serverMessage } from './api-client';

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the request to fail');
}

describe('call', () => {
  it('sends cookies, and a JSON content type only with a body', async () => {
    const health = { status: 'ok', version: '0.1.0', database: { driver: 'pglite', reachable: true } };
    const { calls } = mockFetch({
      'GET /api/health': { body: health },
      'POST /api/login': { body: { success: true, message: 'Login successful' } },
    });
    await expect(call(healthEndpoints.health)).resolves.toEqual(health);
    await expect(call(authEndpoints.login, { body: { email: 'a@b.co', password: 'pw' } })).resolves.toEqual({
      success: true,
      message: 'Login successful',
    });
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: undefined,
      body: undefined,
    });
    expect(calls[1]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co","password":"pw"}',
    });
  });

  it('fills path params and sends the method of the definition', async () => {
    const { calls } = mockFetch({
      'PATCH /api/admin/users/7/password': { body: { success: true, message: 'Password updated' } },
      'PATCH /api/contract-analyses/3/action-items/a%2Fb': { body: { success: true } },
      'DELETE /api/customer-intakes/12': { body: { success: true, message: 'Deleted' } },
    });
    await call(adminEndpoints.setPassword, { params: { id: 7 }, body: { newPassword: 'longenough' } });
    await call(contractAnalysesEndpoints.updateActionItem, {
      params: { contractId: 3, itemId: 'a/b' },
      body: { completed: true },
    });
    await call(customerIntakesEndpoints.remove, { params: { id: 12 } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PATCH /api/admin/users/7/password',
      'PATCH /api/contract-analyses/3/action-items/a%2Fb',
      'DELETE /api/customer-intakes/12',
    ]);
    expect(calls[0]?.body).toEqual({ newPassword: 'longenough' });
    expect(calls[2]?.init?.body).toBeUndefined();
  });

  it('builds the query string in the given order and leaves undefined values out', async () => {
    const { calls } = mockFetch({
      'GET /api/customer-intakes?status=new&limit=50&before=41': { body: [] },
      'GET /api/customer-intakes?limit=5': { body: [] },
      'GET /api/customer-intakes': { body: [] },
    });
    const query = { status: 'new', priority: undefined, limit: 50, before: 41 } as const;
    await expect(call(customerIntakesEndpoints.list, { query })).resolves.toEqual([]);
    await call(customerIntakesEndpoints.list, { query: { limit: 5 } });
    await call(customerIntakesEndpoints.list);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/customer-intakes?status=new&limit=50&before=41',
      '/api/customer-intakes?limit=5',
      '/api/customer-intakes',
    ]);
  });

  it('sends a multipart body as FormData, without a JSON content type', async () => {
    const answer = { text: 'Contract', pages: 1, requiresManualPaste: false };
    const { calls } = mockFetch({ 'POST /api/extract-pdf-text': { body: answer } });
    const form = new FormData();
    form.append('pdf', new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' }));
    await expect(call(contractAnalysesEndpoints.extractPdfText, { body: form })).resolves.toEqual(answer);
    expect(calls[0]?.init?.body).toBe(form);
    expect(calls[0]?.init?.headers).toBeUndefined();
  });

  it('calls an endpoint named by its route alone', async () => {
    const { calls } = mockFetch({ 'POST /api/logout': { body: { success: true, message: 'Logged out' } } });
    const logout: EndpointRoute<typeof authEndpoints.logout> = { method: 'POST', path: '/api/logout' };
    await expect(call(logout)).resolves.toEqual({ success: true, message: 'Logged out' });
    expect(calls[0]?.init?.method).toBe('POST');
  });

  it('turns a non-OK response into "<status>: <body text>" and keeps the parsed body', async () => {
    const body = { code: 'conflict', message: 'An account with this email already exists' };
    mockFetch({ 'POST /api/register': { status: 409, body } });
    const register = {
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      phone: '2145550100',
      trecLicenseNumber: '0123456',
      password: 'longenough',
      captchaVerification: true,
    } as const;
    const err = await caught(call(authEndpoints.register, { body: register }));
    expect(err).toBeInstanceOf(ApiError);
    const apiError = err as ApiError;
    expect(apiError.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(409);
    expect(apiError.body).toEqual(body);
    expect(serverMessage(err, 'Please try again')).toBe('An account with this email already exists');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch({ 'GET /api/health': { status: 503, statusText: 'Service Unavailable' } });
    const err = (await caught(call(healthEndpoints.health))) as ApiError;
    expect(err.message).toBe('503: Service Unavailable');
    expect(err.body).toBeNull();
    expect(serverMessage(err, 'Failed to update password')).toBe('Failed to update password');
  });

  it('keeps a plain-text body as is and reads `error` from login/register failures', async () => {
    mockFetch({
      'GET /api/contract-health': { status: 500, body: 'Internal Server Error' },
      'POST /api/login': { status: 401, body: { success: false, error: 'Invalid email or password' } },
    });
    const text = (await caught(call(contractAnalysesEndpoints.health))) as ApiError;
    expect(text.message).toBe('500: Internal Server Error');
    const login = await caught(call(authEndpoints.login, { body: { email: 'a@b.co', password: 'b' } }));
    expect(serverMessage(login, 'fallback')).toBe('Invalid email or password');
    expect(serverMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('aborts after the time-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const err = await caught(call(customerIntakesEndpoints.analyze, { params: { id: 1 }, timeoutMs: 20 }));
    expect(err).toBeInstanceOf(RequestTimeoutError);
  });

  it('aborts when the caller’s signal aborts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = caught(call(healthEndpoints.health, { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});

describe('callForBlob', () => {
  const body = { propertyPrice: 300000, monthlyRent: 2400 };

  it('posts JSON with cookies and returns the file’s bytes', async () => {
    const { calls } = mockFetch({ 'POST /api/investment-analysis/report.pdf': { body: '%PDF-1.7 report' } });
    const blob = await callForBlob(investmentEndpoints.reportPdf, { body });
    expect(await blob.text()).toBe('%PDF-1.7 report');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  });

  it('turns a non-OK answer into an ApiError with the server’s message', async () => {
    mockFetch({
      'POST /api/investment-analysis/report.pdf': { status: 400, body: { code: 'validation', message: 'Bad' } },
    });
    const err = await caught(callForBlob(investmentEndpoints.reportPdf, { body }));
    expect(err).toBeInstanceOf(ApiError);
    expect(serverMessage(err, 'fallback')).toBe('Bad');
  });
});

/**
 * Compile-time checks, never called: `npx tsc -p apps/web` fails if a line marked `@ts-expect-error`
 * compiles, or if an unmarked one does not.
 */
export async function typeChecks() {
  const intake = await call(customerIntakesEndpoints.get, { params: { id: 1 } });
  expectTypeOf(intake.firstName).toEqualTypeOf<string>();
  // @ts-expect-error a response field that the schema does not have does not compile
  void intake.fullName;
  // @ts-expect-error a path param of the wrong name does not compile
  await call(customerIntakesEndpoints.get, { params: { intakeId: 1 } });
  // @ts-expect-error a path with params cannot be called without them
  await call(customerIntakesEndpoints.get);

  const intakes = await call(customerIntakesEndpoints.list, { query: { limit: 5 } });
  expectTypeOf(intakes).items.toHaveProperty('id').toEqualTypeOf<number>();
  // @ts-expect-error a coerced query field takes its parsed type (a number), not any value
  await call(customerIntakesEndpoints.list, { query: { limit: 'fifty' } });
  // @ts-expect-error a query value outside the schema's options does not compile
  await call(customerIntakesEndpoints.list, { query: { status: 'all' } });

  // @ts-expect-error a JSON body of the wrong shape does not compile
  await call(authEndpoints.login, { body: { username: 'a', password: 'b' } });
  // @ts-expect-error an endpoint without a body takes none
  await call(healthEndpoints.health, { body: {} });
  // @ts-expect-error a multipart upload takes FormData, not a JSON object
  await call(contractAnalysesEndpoints.extractPdfText, { body: { pdf: 'x' } });

  // @ts-expect-error only an endpoint that answers with a file is read as one
  await callForBlob(healthEndpoints.health);

  const logout: EndpointRoute<typeof authEndpoints.logout> = { method: 'POST', path: '/api/logout' };
  expectTypeOf(await call(logout)).toEqualTypeOf<EndpointResponse<typeof authEndpoints.logout>>();
  // @ts-expect-error a route must name the definition's path
  const wrongPath: EndpointRoute<typeof authEndpoints.logout> = { method: 'POST', path: '/api/log-out' };
  // @ts-expect-error a route must name the definition's method
  const wrongMethod: EndpointRoute<typeof authEndpoints.logout> = { method: 'GET', path: '/api/logout' };
  return [wrongPath, wrongMethod];
}
