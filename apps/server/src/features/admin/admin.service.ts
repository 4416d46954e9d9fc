import type { UpdateSubscriptionRequest, User } from '@bluebonnet/contracts';
import { analysisLimitForPlan, TRIAL_DAYS } from '@bluebonnet/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { hashPassword } from '../auth/password';
import type { SessionService } from '../auth/session.service';
import { toUserDto } from '../auth/user-dto';
import { findUserById } from '../auth/users.repository';

export type Actor = { id: number; email: string; ip?: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Admin powers over user accounts. Every change is written to the audit log in the same transaction. */
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {}

  async listUsers(): Promise<User[]> {
    const rows = await this.db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
    return rows.map(toUserDto);
  }

  async setPassword(actor: Actor, id: number, newPassword: string): Promise<void> {
    const target = await this.requireUser(id);
    const passwordHash = await hashPassword(newPassword); // before the transaction: it takes ~50 ms
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
      await audit(tx, actor, 'user.password_changed', target, {});
    });
    await this.sessions.revokeAllForUser(id);
  }

  async setSubscription(actor: Actor, id: number, change: UpdateSubscriptionRequest): Promise<User> {
    const target = await this.requireUser(id);
    const now = new Date();
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          subscriptionPlan: change.subscriptionPlan,
          subscriptionStatus: change.subscriptionStatus,
          monthlyContractAnalysisLimit: analysisLimitForPlan(change.subscriptionPlan),
          subscriptionStartDate: target.subscriptionStartDate ?? now,
          // A trial that never had an end date gets the standard 30 days from now.
          trialEndsAt:
            change.subscriptionStatus === 'trial' && !target.trialEndsAt
              ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS)
              : target.trialEndsAt,
          updatedAt: now,
        })
        .where(eq(users.id, id))
        .returning();
      await audit(tx, actor, 'user.subscription_changed', target, {
        from: { plan: target.subscriptionPlan, status: target.subscriptionStatus },
        to: { plan: change.subscriptionPlan, status: change.subscriptionStatus },
      });
      return updated;
    });
    this.sessions.forgetUser(id);
    if (!row) throw notFound('User');
    return toUserDto(row);
  }

  async deleteUser(actor: Actor, id: number): Promise<void> {
    const target = await this.requireUser(id);
    if (target.id === actor.id) throw new AppError('bad_request', 'You cannot delete your own account.');
    if (target.role === 'admin') throw new AppError('bad_request', 'Admin accounts cannot be deleted.');
    await this.db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, id)); // sessions go with it (ON DELETE CASCADE)
      await audit(tx, actor, 'user.deleted', target, { name: `${target.firstName} ${target.lastName}` });
    });
    this.sessions.forgetUser(id);
  }

  private async requireUser(id: number) {
    const row = await findUserById(this.db, id);
    if (!row) throw notFound('User');
    return row;
  }
}

async function audit(
  tx: Tx,
  actor: Actor,
  action: string,
  target: { id: number; email: string },
  details: Record<string, unknown>,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetUserId: target.id,
    targetEmail: target.email,
    details,
    ip: actor.ip ?? null,
  });
}
