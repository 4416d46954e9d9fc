import type { SubscriptionPlan, SubscriptionStatus, User } from '@bluebonnet/contracts';
import type { Db, Tx } from '../../db/client';
import { consumeAnalysis } from './analysis-usage';
import type { SessionService } from './session.service';
import { toUserDto } from './user-dto';
import { deleteUser, findUserById, listUsers, updateUser } from './users.repository';

/** Called with the user's id after their password changed and their sessions were ended. */
export type CredentialsChangedListener = (userId: number) => Promise<void> | void;

/**
 * What other features may do with accounts. Writes take the caller's transaction, so a caller's own
 * rows (an audit entry, a stored analysis) commit or roll back together with the account change;
 * the caller then calls `forgetUser` so cached sessions read the new state.
 */
export class AccountsService {
  private readonly credentialListeners: CredentialsChangedListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {}

  async getUser(id: number): Promise<User | null> {
    const row = await findUserById(this.db, id);
    return row ? toUserDto(row) : null;
  }

  async listUsers(): Promise<User[]> {
    return (await listUsers(this.db)).map(toUserDto);
  }

  async setPasswordHash(tx: Tx, id: number, passwordHash: string): Promise<void> {
    await updateUser(tx, id, { passwordHash });
  }

  async setSubscription(
    tx: Tx,
    id: number,
    change: {
      subscriptionPlan: SubscriptionPlan;
      subscriptionStatus: SubscriptionStatus;
      monthlyContractAnalysisLimit: number;
      subscriptionStartDate: Date | null;
      trialEndsAt: Date | null;
    },
  ): Promise<User | null> {
    const row = await updateUser(tx, id, change);
    return row ? toUserDto(row) : null;
  }

  async deleteUser(tx: Tx, id: number): Promise<void> {
    await deleteUser(tx, id);
  }

  /** Takes one contract analysis from the monthly allowance; 403 when it is used up. */
  consumeContractAnalysis(tx: Tx, userId: number, now: Date): Promise<void> {
    return consumeAnalysis(tx, userId, now);
  }

  /** Ends every session of a user. After a password change call `credentialsChanged` instead. */
  revokeAllSessions(userId: number): Promise<void> {
    return this.sessions.revokeAllForUser(userId);
  }

  /**
   * Features that hand out credentials of their own (the calendar feed's secret address) retire them
   * here, so a password change locks out whoever had the old password everywhere, not only at sign-in.
   */
  onCredentialsChanged(listener: CredentialsChangedListener): void {
    this.credentialListeners.push(listener);
  }

  /**
   * A user's password changed (after the transaction that stored it): ends every session, then tells
   * each subscriber. Every subscriber runs even if one fails; the first failure is then thrown, so
   * the caller answers with an error rather than a success that left an old credential working.
   */
  async credentialsChanged(userId: number): Promise<void> {
    await this.revokeAllSessions(userId);
    const results = await Promise.allSettled(this.credentialListeners.map(async (listener) => listener(userId)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Call after any write to a user row so the next request reads it fresh. */
  forgetUser(userId: number): void {
    this.sessions.forgetUser(userId);
  }
}
