import { z } from 'zod';

/**
 * What one server process tells the others through the database: a session or a user changed, so any
 * cached copy is stale. Events carry ids only (the session id is the token's hash, never the token).
 */
export const dbEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session-revoked'), sessionId: z.string().min(1).max(128) }),
  z.object({ type: z.literal('user-changed'), userId: z.number().int().positive() }),
]);

export type DbEvent = z.infer<typeof dbEventSchema>;

/** Parses a received payload; anything else on the channel (another version, a hand-sent NOTIFY) is ignored. */
export function parseDbEvent(payload: string): DbEvent | null {
  try {
    const parsed = dbEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
