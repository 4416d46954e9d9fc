import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { api, ApiError, RequestTimeoutError, serverMessage } from './api-client';

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the request to fail');
}

describe('api client', () => {
  it('sends cookies and a JSON content type only with a body', async () => {
    const { calls } = mockFetch({ 'GET /api/x': { body: { ok: 1 } }, 'POST /api/x': { body: { ok: 2 } } });
    await expect(api.get('/api/x')).resolves.toEqual({ ok: 1 });
    await expect(api.post('/api/x', { a: 1 })).resolves.toEqual({ ok: 2 });
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
      body: '{"a":1}',
    });
  });

  it('turns a non-OK response into "<status>: <body text>" and keeps the parsed body', async () => {
    const body = { code: 'conflict', message: 'An account with this email already exists' };
    mockFetch({ 'POST /api/register': { status: 409, body } });
    const err = await caught(api.post('/api/register', {}));
    expect(err).toBeInstanceOf(ApiError);
    const apiError = err as ApiError;
    expect(apiError.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(409);
    expect(apiError.body).toEqual(body);
    expect(serverMessage(err, 'Please try again')).toBe('An account with this email already exists');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch({ 'GET /api/down': { status: 503, statusText: 'Service Unavailable' } });
    const err = (await caught(api.get('/api/down'))) as ApiError;
    expect(err.message).toBe('503: Service Unavailable');
    expect(err.body).toBeNull();
    expect(serverMessage(err, 'Failed to update password')).toBe('Failed to update password');
  });

  it('keeps a plain-text body as is and reads `error` from login/register failures', async () => {
    mockFetch({
      'GET /api/text': { status: 500, body: 'Internal Server Error' },
      'POST /api/login': { status: 401, body: { success: false, error: 'Invalid email or password' } },
    });
    expect(((await caught(api.get('/api/text'))) as ApiError).message).toBe('500: Internal Server Error');
    const login = await caught(api.post('/api/login', { email: 'a', password: 'b' }));
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
    const err = await caught(api.get('/api/slow', { timeoutMs: 20 }));
    expect(err).toBeInstanceOf(RequestTimeoutError);
  });
});
