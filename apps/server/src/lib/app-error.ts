import type { ErrorCode } from '@bluebonnet/contracts';

export const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
};

/** The one error type the app throws on purpose. The error handler turns it into `{ code, message }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra fields merged into the body, e.g. `{ success: false }` for the spec's login answers. */
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.extra = extra;
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
