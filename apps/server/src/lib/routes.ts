import type { Endpoint, EndpointResponseInput, ParsedBody, ParsedParams, ParsedQuery } from '@bluebonnet/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';

/** What a route handler receives: the validated params, query and body, and Fastify's request and reply. */
export type RouteInput<E extends Endpoint> = {
  params: ParsedParams<E>;
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * Returns the answer's body (checked against the endpoint's response schema), or the reply itself
 * when it sent something else (a redirect, a calendar file).
 */
export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<EndpointResponseInput<E> | FastifyReply> | EndpointResponseInput<E> | FastifyReply;

export type RouteOptions = {
  /** Per-route rate limit (@fastify/rate-limit); keyed by client IP unless `keyGenerator` says otherwise. */
  rateLimit?: { max: number; timeWindow: string; keyGenerator?: (request: FastifyRequest) => string };
  /** For large lists whose rows the server built itself (see plugins/trusted-serializer). */
  serializerCompiler?: FastifySerializerCompiler<unknown>;
};

export type Route = <E extends Endpoint>(endpoint: E, handler: RouteHandler<E>, options?: RouteOptions) => void;

/**
 * Registers routes from endpoint definitions: method, path, access, validation, serialisation and
 * OpenAPI all come from the one definition in `@bluebonnet/contracts`.
 */
export function routesFor(app: FastifyInstance, tags: string[]): Route {
  return (endpoint, handler, options = {}) => {
    const status = endpoint.status ?? 200;
    const multipart = endpoint.body === 'multipart';
    const response = {
      ...(endpoint.response ? { [status]: endpoint.response } : {}),
      ...endpoint.otherResponses,
    };
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { access: endpoint.access, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
      schema: {
        tags,
        ...(endpoint.summary ? { summary: endpoint.summary } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body && !multipart ? { body: endpoint.body } : {}),
        ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
        ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
        ...(Object.keys(response).length > 0 ? { response } : {}),
      },
      ...(options.serializerCompiler ? { serializerCompiler: options.serializerCompiler } : {}),
      handler: async (request, reply) => {
        // Fastify validated these against the endpoint's schemas before the handler runs.
        const result = await handler({
          params: request.params as ParsedParams<typeof endpoint>,
          query: request.query as ParsedQuery<typeof endpoint>,
          body: request.body as ParsedBody<typeof endpoint>,
          request,
          reply,
        });
        if (result === reply) return reply;
        if (status !== 200 && reply.statusCode === 200) reply.status(status);
        return result;
      },
    });
  };
}
