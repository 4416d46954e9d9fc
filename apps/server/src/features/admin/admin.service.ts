import type { UpdateSubscriptionRequest, User } from '@bluebonnet/contracts';
import { analysisLimitForPlan, TRIAL_DAYS } from '@bluebonnet/domain';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { hashPassword, type AccountsService } from '../auth/index';
import { type Actor, insertAuditEntry } from './audit-log.repository';

export type { Actor };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Admin powers over user accounts. Every change is written to the audit log in the same transaction. */
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsService,
  ) {}

  listUsers(): Promise<User[]> {
    return this.accounts.listUsers();
  }

  async setPassword(actor: Actor, id: number, newPassword: string): Promise<void> {
    const target = await this.requireUser(id);
    const passwordHash = await hashPassword(newPassword); // before the transaction: it takes ~50 ms
    await this.db.transaction(async (tx) => {
      await this.accounts.setPasswordHash(tx, id, passwordHash);
      await insertAuditEntry(tx, actor, 'user.password_changed', target, {});
    });
    // Signs the user out everywhere and retires what else the old password could have reached.
    await this.accounts.credentialsChanged(id);
  }

  async setSubscription(actor: Actor, id: number, change: UpdateSubscriptionRequest): Promise<User> {
    const target = await this.requireUser(id);
    const now = new Date();
    const updated = await this.db.transaction(async (tx) => {
      const user = await this.accounts.setSubscription(tx, id, {
        subscriptionPlan: change.subscriptionPlan,
        subscriptionStatus: change.subscriptionStatus,
        monthlyContractAnalysisLimit: analysisLimitForPlan(change.subscriptionPlan),
        subscriptionStartDate: target.subscriptionStartDate ? new Date(target.subscriptionStartDate) : now,
        // A trial that never had an end date gets the standard 30 days from now.
        trialEndsAt:
          change.subscriptionStatus === 'trial' && !target.trialEndsAt
            ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS)
            : target.trialEndsAt
              ? new Date(target.trialEndsAt)
              : null,
      });
      await insertAuditEntry(tx, actor, 'user.subscription_changed', target, {
        from: { plan: target.subscriptionPlan, status: target.subscriptionStatus },
        to: { plan: change.subscriptionPlan, status: change.subscriptionStatus },
      });
      return user;
    });
    this.accounts.forgetUser(id);
    if (!updated) throw notFound('User');
    return updated;
  }

  async deleteUser(actor: Actor, id: number): Promise<void> {
    const target = await this.requireUser(id);
    if (target.id === actor.id) throw new AppError('bad_request', 'You cannot delete your own account.');
    if (target.role === 'admin') throw new AppError('bad_request', 'Admin accounts cannot be deleted.');
    await this.db.transaction(async (tx) => {
      await this.accounts.deleteUser(tx, id);
      await insertAuditEntry(tx, actor, 'user.deleted', target, { name: `${target.firstName} ${target.lastName}` });
    });
    this.accounts.forgetUser(id);
  }

  private async requireUser(id: number): Promise<User> {
    const user = await this.accounts.getUser(id);
    if (!user) throw notFound('User');
    return user;
  }
}
