import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@bluebonnet/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbEvent, EventChannel } from '../../db/notifications';
import { sessions, users } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { toUserDto } from './user-dto';

export type { AuthContext };

/** `checkUntil`: the session's expiry, or sooner, when the row is read again (see RECHECK_MS). */
type CachedSession = { userId: number; checkUntil: number };

const MAX_CACHED = 20_000;
const USER_TTL_MS = 60_000;
// A backstop only: revocations arrive as events. Should one be lost (a publish that failed), another
// process stops honouring the session within this time.
const SESSION_RECHECK_MS = 60_000;

/**
 * DB-backed sessions with an in-process read cache. The database is the truth; the cache only saves
 * the per-request lookups. Every revocation (logout, password change, user deletion) and every user
 * update goes through this service, which drops its cache entries after the write and publishes an
 * event so every other server process on the database drops theirs. See
 * docs/decisions/004-session-cache.md.
 */
export class SessionService {
  private readonly sessionCache = new Map<string, CachedSession>();
  private readonly userCache = new Map<number, { user: User; loadedAt: number }>();
  private readonly sessionsByUser = new Map<number, Set<string>>();
  /** Bumped by every invalidation: a lookup that straddles one must not cache what it read before it. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly sessionDays: number,
    private readonly events: EventChannel,
  ) {
    events.subscribe((event) => this.apply(event));
    events.onReconnect(() => this.clearCache());
  }

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
    // While the listener is down another process's revocation may go unheard: trust only the database.
    let cached = this.events.listening ? this.sessionCache.get(id) : undefined;
    if (!cached || cached.checkUntil <= Date.now()) {
      const generation = this.generation;
      const [row] = await this.db
        .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
      if (!row) {
        this.evict(id); // expired; no bump, or a flood of bad cookies would stop all caching
        return null;
      }
      cached = { userId: row.userId, checkUntil: Math.min(row.expiresAt.getTime(), Date.now() + SESSION_RECHECK_MS) };
      if (generation === this.generation) this.remember(id, cached);
    }
    const user = await this.loadUser(cached.userId);
    return user ? { sessionId: id, user } : null;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token) return;
    const id = SessionService.hashToken(token);
    await this.db.delete(sessions).where(eq(sessions.id, id));
    this.dropSession(id);
    await this.events.publish({ type: 'session-revoked', sessionId: id });
  }

  /** Ends every session of a user (password change, deletion). */
  async revokeAllForUser(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    this.dropUser(userId);
    await this.events.publish({ type: 'user-changed', userId });
  }

  /** Call after any write to a user row (once it is committed) so every process reads it fresh. */
  forgetUser(userId: number): void {
    this.dropUser(userId);
    void this.events.publish({ type: 'user-changed', userId });
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }

  private async loadUser(userId: number): Promise<User | null> {
    const cached = this.events.listening ? this.userCache.get(userId) : undefined;
    // The TTL only bounds staleness of profile fields (e.g. the monthly count at a month's turn);
    // revocation never waits for it.
    if (cached && Date.now() - cached.loadedAt < USER_TTL_MS) return cached.user;
    const generation = this.generation;
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!row) return null;
    const dto = toUserDto(row);
    if (generation === this.generation) this.userCache.set(userId, { user: dto, loadedAt: Date.now() });
    return dto;
  }

  /** An event from any process, this one's included (its own entries are already gone then). */
  private apply(event: DbEvent): void {
    if (event.type === 'session-revoked') this.dropSession(event.sessionId);
    else this.dropUser(event.userId);
  }

  private clearCache(): void {
    this.generation += 1;
    this.sessionCache.clear();
    this.userCache.clear();
    this.sessionsByUser.clear();
  }

  private dropUser(userId: number): void {
    this.generation += 1;
    this.userCache.delete(userId);
    for (const id of this.sessionsByUser.get(userId) ?? []) this.sessionCache.delete(id);
    this.sessionsByUser.delete(userId);
  }

  private dropSession(id: string): void {
    this.generation += 1;
    this.evict(id);
  }

  private remember(id: string, entry: CachedSession): void {
    if (this.sessionCache.size >= MAX_CACHED) {
      const oldest = this.sessionCache.keys().next().value;
      if (oldest !== undefined) this.evict(oldest);
    }
    this.evict(id); // a re-read entry may belong to another user index slot; keep the index exact
    this.sessionCache.set(id, entry);
    let set = this.sessionsByUser.get(entry.userId);
    if (!set) this.sessionsByUser.set(entry.userId, (set = new Set()));
    set.add(id);
  }

  private evict(id: string): void {
    const entry = this.sessionCache.get(id);
    this.sessionCache.delete(id);
    if (!entry) return;
    const set = this.sessionsByUser.get(entry.userId);
    set?.delete(id);
    if (set?.size === 0) this.sessionsByUser.delete(entry.userId);
  }
}
