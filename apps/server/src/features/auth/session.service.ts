import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@bluebonnet/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { toUserDto } from './user-dto';

export type AuthContext = { sessionId: string; user: User };

type CachedSession = { userId: number; expiresAt: number };

const MAX_CACHED = 20_000;
const USER_TTL_MS = 60_000;

/**
 * DB-backed sessions with an in-process read cache. The database is the truth; the cache only saves
 * the per-request lookups. Every revocation (logout, password change, user deletion) and every user
 * update goes through this service, which drops the cache entries first, so a revoked session stops
 * working at once. See docs/decisions/004-session-cache.md for the one-process assumption.
 */
export class SessionService {
  private readonly sessionCache = new Map<string, CachedSession>();
  private readonly userCache = new Map<number, { user: User; loadedAt: number }>();
  private readonly sessionsByUser = new Map<number, Set<string>>();

  constructor(
    private readonly db: Db,
    private readonly sessionDays: number,
  ) {}

  static hashToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  async create(userId: number, meta: { userAgent?: string; ip?: string }): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.sessionDays * 24 * 60 * 60 * 1000);
    await this.db.insert(sessions).values({
      id: SessionService.hashToken(token),
      userId,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip ?? null,
    });
    return { token, expiresAt };
  }

  async resolve(token: string | undefined): Promise<AuthContext | null> {
    if (!token || token.length > 100) return null;
    const id = SessionService.hashToken(token);
    let cached = this.sessionCache.get(id);
    if (!cached) {
      const [row] = await this.db
        .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
      if (!row) return null;
      cached = { userId: row.userId, expiresAt: row.expiresAt.getTime() };
      this.remember(id, cached);
    }
    if (cached.expiresAt <= Date.now()) {
      this.forgetSession(id);
      return null;
    }
    const user = await this.loadUser(cached.userId);
    return user ? { sessionId: id, user } : null;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token) return;
    const id = SessionService.hashToken(token);
    this.forgetSession(id);
    await this.db.delete(sessions).where(eq(sessions.id, id));
  }

  /** Ends every session of a user (password change, deletion). */
  async revokeAllForUser(userId: number): Promise<void> {
    this.forgetUser(userId);
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** Call after any write to a user row so the next request reads it fresh. */
  forgetUser(userId: number): void {
    this.userCache.delete(userId);
    for (const id of this.sessionsByUser.get(userId) ?? []) this.sessionCache.delete(id);
    this.sessionsByUser.delete(userId);
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }

  private async loadUser(userId: number): Promise<User | null> {
    const cached = this.userCache.get(userId);
    // The TTL only bounds staleness of profile fields (e.g. the monthly count at a month's turn);
    // revocation never waits for it.
    if (cached && Date.now() - cached.loadedAt < USER_TTL_MS) return cached.user;
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!row) return null;
    const dto = toUserDto(row);
    this.userCache.set(userId, { user: dto, loadedAt: Date.now() });
    return dto;
  }

  private remember(id: string, entry: CachedSession): void {
    if (this.sessionCache.size >= MAX_CACHED) {
      const oldest = this.sessionCache.keys().next().value;
      if (oldest !== undefined) this.forgetSession(oldest);
    }
    this.sessionCache.set(id, entry);
    let set = this.sessionsByUser.get(entry.userId);
    if (!set) this.sessionsByUser.set(entry.userId, (set = new Set()));
    set.add(id);
  }

  private forgetSession(id: string): void {
    const entry = this.sessionCache.get(id);
    this.sessionCache.delete(id);
    if (entry) this.sessionsByUser.get(entry.userId)?.delete(id);
  }
}
