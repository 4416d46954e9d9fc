import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

// C0 controls except tab, line feed, form feed (the page break of extracted PDF text) and carriage
// return, and DEL. PostgreSQL refuses NUL in text; none of the others belongs in a name or a message.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;
const MAX_DEPTH = 20;

/** The first string field holding a control character, as a dotted path, or null. */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  // for…in rather than Object.entries: no array is allocated for the (usually empty) params and query.
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key];
    const childPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (CONTROL.test(key)) return childPath;
    const found = findControlCharacter(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses control characters anywhere in the params, query or JSON body with a 400 naming the field,
 * before validation and long before the database (where a NUL would have been a 500).
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, including the hot signed-in reads.
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      findControlCharacter(request.params, 'params') ??
      findControlCharacter(request.query, 'query') ??
      findControlCharacter(request.body, 'body');
    if (!field) return done();
    const name = field.replace(/^(params|query|body)\./, '');
    done(
      new AppError('bad_request', `${name} contains a control character. Remove it and try again.`, {
        issues: [{ path: field, message: 'Control characters are not allowed' }],
      }),
    );
  });
}
