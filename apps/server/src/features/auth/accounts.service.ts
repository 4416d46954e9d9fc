import type { SubscriptionPlan, SubscriptionStatus, User } from '@bluebonnet/contracts';
import type { Db, Tx } from '../../db/client';
import { consumeAnalysis } from './analysis-usage';
import type { SessionService } from './session.service';
import { toUserDto } from './user-dto';
import { deleteUser, findUserById, listUsers, updateUser } from './users.repository';

/**
 * What other features may do with accounts. Writes take the caller's transaction, so a caller's own
 * rows (an audit entry, a stored analysis) commit or roll back together with the account change;
 * the caller then calls `forgetUser` so cached sessions read the new state.
 */
export class AccountsService {
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

  /** Ends every session of a user (password change, deletion). */
  revokeAllSessions(userId: number): Promise<void> {
    return this.sessions.revokeAllForUser(userId);
  }

  /** Call after any write to a user row so the next request reads it fresh. */
  forgetUser(userId: number): void {
    this.sessions.forgetUser(userId);
  }
}
