import {
  endpointUrl,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type EndpointRoute,
  type ErrorBody,
  type HasBody,
  type HasParams,
  type HasQuery,
  type HttpMethod,
} from '@bluebonnet/contracts';

/**
 * What an error response may carry: the API's `{ code, message, issues? }`, or for login and
 * register the `{ success: false, message | error }` shape those endpoints answer with.
 */
export type ApiErrorBody = Partial<ErrorBody> & { success?: boolean; error?: string };

/** A non-OK response. `message` is exactly `"<status>: <body text>"` (spec platform §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly bodyText: string;
  /** The parsed JSON body when it was a JSON object, else null. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
  }
}

/** Thrown when a request outlives its `timeoutMs`. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`);
  }
}

export type RequestOptions = {
  signal?: AbortSignal;
  /** Abort the request after this many milliseconds. */
  timeoutMs?: number;
};

/** How a success answer is read: JSON (the API's answers), or the raw bytes of a file (a PDF report). */
type Read = 'json' | 'blob';

/**
 * The one fetch wrapper: cookies always, JSON in and out (or FormData in), non-OK → ApiError. A file
 * answer is read as a Blob; an error answer is read as text either way, so ApiError carries its message.
 */
async function request(
  method: HttpMethod,
  url: string,
  options: RequestOptions & { body?: unknown; read?: Read },
): Promise<unknown> {
  const { body, signal, timeoutMs, read = 'json' } = options;
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort(signal?.reason);
  if (signal?.aborted) abortFromCaller();
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);

  try {
    const hasBody = body !== undefined;
    // A FormData body (file upload) goes as is: fetch then sets multipart/form-data with its boundary.
    const isForm = body instanceof FormData;
    const res = await fetch(url, {
      method,
      credentials: 'include',
      headers: hasBody && !isForm ? { 'Content-Type': 'application/json' } : undefined,
      body: isForm ? body : hasBody ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
    if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
    if (read === 'blob') return await res.blob();
    const text = await res.text();
    return text ? parseJson(text) : undefined;
  } catch (err) {
    if (timedOut && timeoutMs !== undefined) throw new RequestTimeoutError(timeoutMs);
    throw err;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

/** The inputs of one call: params when the path has them, the query, the body, and request options. */
export type CallInput<E extends Endpoint> = (HasParams<E> extends true
  ? { params: EndpointParams<E> }
  : { params?: undefined }) &
  (HasQuery<E> extends true ? { query?: EndpointQuery<E> } : { query?: undefined }) &
  (HasBody<E> extends true ? { body: EndpointBody<E, FormData> } : { body?: undefined }) &
  RequestOptions;

/** What every call's input is, seen from inside `call`. */
type AnyCallInput = RequestOptions & {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

/** Calls that need no params and no body may leave the input out. */
type CallArgs<E extends Endpoint> =
  HasParams<E> extends true
    ? [input: CallInput<E>]
    : HasBody<E> extends true
      ? [input: CallInput<E>]
      : [input?: CallInput<E>];

/**
 * Calls one endpoint of `@bluebonnet/contracts`: the path, params, query, body and answer are typed
 * from its definition, so a wrong param name or answer field does not compile. An `EndpointRoute`
 * (method and path, typed by the definition) may stand in for the endpoint where zod must not load.
 */
export async function call<E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  ...[input]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body, ...options }: AnyCallInput = input ?? {};
  const url = endpointUrl(endpoint, params, query);
  // The answer is the server's, validated there against the same definition.
  return (await request(endpoint.method, url, { ...options, body })) as EndpointResponse<E>;
}

/**
 * Calls an endpoint that answers with a file (`produces`, e.g. a PDF report) and returns its bytes, through
 * the same wrapper as `call`: cookies, JSON body, time-out, and ApiError for a non-OK answer.
 */
export async function callForBlob<E extends Endpoint & { produces: string }>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<Blob> {
  const { params, query, body, ...options }: AnyCallInput = input ?? {};
  const url = endpointUrl(endpoint, params, query);
  return (await request(endpoint.method, url, { ...options, body, read: 'blob' })) as Blob;
}

/** The server's human message for a toast, or `fallback` when there is none (network, HTML 5xx…). */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.body) {
    const text = err.body.message || err.body.error;
    if (text) return text;
  }
  return fallback;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  const value = text ? parseJson(text) : null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const str = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : undefined);
  const body: ApiErrorBody = {};
  if (str('code')) body.code = str('code');
  if (str('message')) body.message = str('message');
  if (str('error')) body.error = str('error');
  if (typeof raw.success === 'boolean') body.success = raw.success;
  if (Array.isArray(raw.issues)) body.issues = raw.issues.filter(isIssue);
  return body;
}

function isIssue(value: unknown): value is { path: string; message: string } {
  if (!value || typeof value !== 'object') return false;
  const issue = value as Record<string, unknown>;
  return typeof issue.path === 'string' && typeof issue.message === 'string';
}
