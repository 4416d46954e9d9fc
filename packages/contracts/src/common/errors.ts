import { z } from 'zod';

/** Every error body the API sends: `{ code, message }`, plus field issues on validation errors. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const errorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_many_requests',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Ids are PostgreSQL `serial`: positive and at most 2,147,483,647. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to MAX_ID. */
export const bodyId = (message = 'Not a valid id') =>
  z.number(message).int(message).min(1, message).max(MAX_ID, message);

/**
 * An id in a path or query string: digits only — no sign, exponent, hex, spaces or leading zeros —
 * and within MAX_ID ("0x10", "1e3" and "007" are not ids). Numbers pass too, for typed callers.
 */
export const textId = (message = 'Not a valid id') =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^[1-9][0-9]{0,9}$/, message)
          .transform(Number),
      ],
      message,
    )
    .pipe(bodyId(message));

export const idParam = z.object({ id: textId() });
export type IdParam = z.infer<typeof idParam>;
