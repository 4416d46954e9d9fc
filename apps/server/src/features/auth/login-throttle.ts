import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** Failures allowed before an account's sign-in is locked for a while. */
export const LOCK_AFTER_FAILURES = 5;
const FIRST_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;
/** A failure older than this no longer counts: the next one starts from 1. */
const FORGET_AFTER_MS = 60 * 60_000;

/** How long the `failures`-th failure locks the account: 30 s, doubling, at most 15 minutes. */
export function lockDurationMs(failures: number): number {
  if (failures < LOCK_AFTER_FAILURES) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - LOCK_AFTER_FAILURES), MAX_LOCK_MS);
}

export function lockedMessage(ms: number): string {
  const wait = ms < 60_000 ? `${Math.ceil(ms / 1000)} seconds` : `${Math.ceil(ms / 60_000)} minutes`;
  return `Too many failed sign-ins for this account. Try again in ${wait}.`;
}

/**
 * Per-account throttling next to the per-IP rate limit: a guesser spread over many addresses is still
 * slowed on each account it tries. Rows live in the database, so every server process sees them.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** Throws 429 while the account is locked; checked before the (slow) password hash. */
  async check(email: string): Promise<void> {
    const [row] = await this.db
      .select({ lockedUntil: loginAttempts.lockedUntil })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, email));
    const left = (row?.lockedUntil?.getTime() ?? 0) - this.clock().getTime();
    if (left > 0) throw new AppError('too_many_requests', lockedMessage(left), { success: false });
  }

  async recordFailure(email: string): Promise<void> {
    const now = this.clock();
    const stale = new Date(now.getTime() - FORGET_AFTER_MS);
    const [row] = await this.db
      .insert(loginAttempts)
      .values({ email, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginAttempts.email,
        set: {
          failures: sql`case when ${loginAttempts.lastFailureAt} < ${stale} then 1 else ${loginAttempts.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: loginAttempts.failures });
    const lock = lockDurationMs(row?.failures ?? 0);
    if (lock > 0) {
      await this.db
        .update(loginAttempts)
        .set({ lockedUntil: new Date(now.getTime() + lock) })
        .where(eq(loginAttempts.email, email));
    }
  }

  async recordSuccess(email: string): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.email, email));
  }
}
