/**
 * What the logs may hold of an error. Drizzle's query errors carry the query's parameters in their
 * message (a password hash, an email, a phone); PostgreSQL's `detail` can quote a row's values. Both
 * are dropped: the SQL text, the PostgreSQL code and its message are enough to find the cause.
 */
export function logSafeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & { query?: unknown; params?: unknown; code?: unknown; cause?: unknown };
  if (e.query !== undefined && e.params !== undefined) {
    const cause = e.cause instanceof Error ? (e.cause as Error & { code?: unknown }) : undefined;
    return {
      type: e.name,
      message: 'Database query failed',
      query: String(e.query),
      ...(cause ? { cause: { type: cause.name, code: cause.code, message: cause.message } } : {}),
      // The stack's first lines repeat the message (and with it the parameters): keep the frames only.
      stack: e.stack
        ?.split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n'),
    };
  }
  return { type: e.name, message: e.message, code: e.code, stack: e.stack };
}

/** Paths pino blanks out of every log line (redaction is the backstop; code logs no secrets on purpose). */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'passwordHash', 'token', 'sessionId', 'email', 'phone', 'params'].flatMap((key) => [
    key,
    `*.${key}`,
    `*.*.${key}`,
  ]),
];
