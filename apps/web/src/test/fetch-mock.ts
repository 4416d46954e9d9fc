import { vi } from 'vitest';

export type MockReply = { status?: number; body?: unknown; statusText?: string };
type Handler = MockReply | ((init: RequestInit | undefined) => MockReply | Promise<MockReply>);

export type FetchCall = { method: string; url: string; body: unknown; init: RequestInit | undefined };

/**
 * Stubs global fetch with `"METHOD /path"` handlers. Unknown requests answer 404 so a test fails
 * loudly instead of hanging. Returns the recorded calls.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, init });
    const handler = handlers[`${method} ${url}`];
    const reply =
      typeof handler === 'function'
        ? await handler(init)
        : (handler ?? { status: 404, body: { code: 'not_found', message: 'Not found' } });
    const status = reply.status ?? 200;
    const text =
      reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      statusText: reply.statusText ?? '',
      headers: typeof reply.body === 'object' ? { 'Content-Type': 'application/json' } : undefined,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const unauthorized: MockReply = { status: 401, body: { code: 'unauthorized', message: 'Not signed in' } };
