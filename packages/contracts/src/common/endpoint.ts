import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint; the server refuses to start if a route lacks it. */
export type Access = 'public' | 'user' | 'admin';

/** `:name` segments of a path: `PathParamNames<'/api/a/:id/b/:itemId'>` is `'id' | 'itemId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What an endpoint answers with: JSON checked by a schema, or another media type (calendar, redirect). */
type JsonBody = z.ZodType;

/**
 * One call of the API: method, path, who may call it, and the schemas of its params, query, body
 * and answer. The server registers its route from it (validation, serialisation, OpenAPI) and the
 * web client calls it through `call(endpoint, …)`, so both sides agree at compile time.
 */
export type Endpoint = {
  method: HttpMethod;
  path: string;
  access: Access;
  summary?: string;
  /** Path params; required exactly when the path has `:name` segments, with those names. */
  params?: z.ZodType<Record<string, unknown>>;
  query?: z.ZodType;
  /** A JSON body, or `'multipart'` for a file upload (sent as FormData). */
  body?: JsonBody | 'multipart';
  /** The success answer; absent for answers that are not JSON (a calendar file, a redirect). */
  response?: JsonBody;
  /** Success status; 200 unless given. */
  status?: 200 | 201;
  /** Other statuses that answer with a body of a known shape (e.g. health's 503). */
  otherResponses?: Record<number, JsonBody>;
  /** The media type of a non-JSON answer, for the docs. */
  produces?: string;
};

type ParamsFor<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<{ [K in PathParamNames<P>]: unknown }> };

/**
 * Declares an endpoint. The type keeps every literal (method, path, schemas) and checks that the
 * params schema names exactly the path's `:params`.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E & ParamsFor<E['path']>): E {
  return endpoint;
}

type Schema<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** The typed inputs of an endpoint on the calling side (before the server's parsing and defaults). */
export type EndpointParams<E extends Endpoint> = E extends { params: z.ZodType }
  ? z.output<Schema<E, 'params'>>
  : undefined;
/**
 * The caller's query: the schema's input, except that a field coercion types as `unknown` (a
 * `z.coerce.number()` limit) takes its parsed type, so `limit: 'fifty'` does not compile.
 */
export type EndpointQuery<E extends Endpoint> = E extends { query: z.ZodType }
  ? CallerFields<z.input<Schema<E, 'query'>>, z.output<Schema<E, 'query'>>>
  : undefined;
type CallerFields<In, Out> = {
  [K in keyof In]: unknown extends In[K] ? (K extends keyof Out ? Out[K] : In[K]) : In[K];
};
/** A multipart body's type is the caller's form object (FormData in the browser). */
export type EndpointBody<E extends Endpoint, Form = never> = E extends { body: z.ZodType }
  ? z.input<Schema<E, 'body'>>
  : E extends { body: 'multipart' }
    ? Form
    : undefined;
/** What the server's handler receives after validation. */
export type ParsedParams<E extends Endpoint> = E extends { params: z.ZodType }
  ? z.output<Schema<E, 'params'>>
  : undefined;
export type ParsedQuery<E extends Endpoint> = E extends { query: z.ZodType } ? z.output<Schema<E, 'query'>> : undefined;
export type ParsedBody<E extends Endpoint> = E extends { body: z.ZodType } ? z.output<Schema<E, 'body'>> : undefined;
/** The answer's type: what the client receives and what the server's handler must return. */
export type EndpointResponse<E extends Endpoint> = E extends { response: z.ZodType }
  ? z.output<Schema<E, 'response'>>
  : unknown;
export type EndpointResponseInput<E extends Endpoint> = E extends { response: z.ZodType }
  ? z.input<Schema<E, 'response'>>
  : unknown;

/**
 * An endpoint named by its method and path alone, typed by its definition (`import type`): for code
 * that must not load zod and the schemas, such as the landing page's current-user call. The method
 * and path are checked against the definition at compile time; `call` accepts it like the endpoint.
 */
export type EndpointRoute<E extends Endpoint> = Pick<E, 'method' | 'path'> & { readonly definition?: E };

/** Whether a call must pass params / a body. */
export type HasParams<E extends Endpoint> = E extends { params: z.ZodType } ? true : false;
export type HasBody<E extends Endpoint> = E extends { body: z.ZodType | 'multipart' } ? true : false;
export type HasQuery<E extends Endpoint> = E extends { query: z.ZodType } ? true : false;

/** Fills `:name` params: `pathTo('/api/admin/users/:id', { id: 3 })` → `/api/admin/users/3`. */
export function pathTo(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path param ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The URL of a call: the path with its params filled, then the query string (undefined values left out). */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = pathTo(endpoint.path, params);
  if (!query) return path;
  const text = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return text ? `${path}?${text}` : path;
}
