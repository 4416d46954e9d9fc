import { analysisLimitForPlan, isUnlimited } from '@bluebonnet/domain';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../db/client';
import { monthKey } from './user-dto';

/**
 * Takes one analysis from the realtor's monthly allowance, atomically: the count resets when the
 * stored month is not the current one, and the update only happens while under the limit, so two
 * concurrent requests cannot both take the last one. Throws 403 when the allowance is used up.
 */
export async function consumeAnalysis(tx: Tx, userId: number, now = new Date()): Promise<void> {
  const month = monthKey(now);
  const [row] = await tx
    .update(users)
    .set({
      monthlyContractAnalysisCount: sql`case when ${users.analysisCountMonth} = ${month} then ${users.monthlyContractAnalysisCount} + 1 else 1 end`,
      analysisCountMonth: month,
      updatedAt: now,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.analysisCountMonth} is distinct from ${month} or ${users.monthlyContractAnalysisCount} < ${users.monthlyContractAnalysisLimit})`,
      ),
    )
    .returning({ id: users.id });
  if (!row) throw await limitReached(tx, userId);
}

async function limitReached(tx: Tx, userId: number): Promise<AppError> {
  const [user] = await tx
    .select({ plan: users.subscriptionPlan, limit: users.monthlyContractAnalysisLimit })
    .from(users)
    .where(eq(users.id, userId));
  const limit = user?.limit ?? analysisLimitForPlan(user?.plan ?? 'starter');
  if (user?.plan === 'test') {
    return new AppError('forbidden', 'Trial limit reached. Upgrade to continue using contract analysis.');
  }
  const what = isUnlimited(limit) ? 'your plan allows' : `the ${limit} contract analyses your plan includes`;
  return new AppError(
    'forbidden',
    `You have used ${what} this month. Upgrade to Professional for unlimited analyses, or wait until next month.`,
  );
}
