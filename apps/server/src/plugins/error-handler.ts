import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { logSafeError } from '../lib/log-safe';

type Issue = { path: string; message: string };

/** The one error handler: AppError → its status; validation → 400 with issues; anything else → 500, no leak. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ ...error.extra, code: error.code, message: error.message });
    }
    // A path that does not name a valid record ("/users/0x10", "/users/99999999999") is not found.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      return reply.status(404).send({ code: 'not_found', message: 'Not found' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ code: 'bad_request', message: issues[0]?.message ?? 'Invalid request', issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { error: logSafeError(error), issues: error.cause.issues.map((i) => ({ path: i.path, code: i.code })) },
        'response did not match its schema',
      );
      return reply.status(500).send({ code: 'internal', message: 'Something went wrong on our side.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'too_many_requests', message: error.message });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): safe to show.
      return reply.status(status).send({ code: clientCode(status), message: error.message });
    }
    request.log.error({ error: logSafeError(error) }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: 'Something went wrong on our side.' });
  });
}

function clientCode(status: number): string {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 404) return 'not_found';
  return 'bad_request';
}
