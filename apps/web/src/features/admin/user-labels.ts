import type { SubscriptionPlan, SubscriptionStatus, User } from '@bluebonnet/contracts';
import { isUnlimited } from '@bluebonnet/domain';
import type { BadgeTone } from '@/components/ui/badge';

export const planLabels: Record<SubscriptionPlan, string> = {
  test: 'Test',
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

export const statusLabels: Record<SubscriptionStatus, string> = {
  trial: 'Trial',
  active: 'Active',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const statusTones: Record<SubscriptionStatus, BadgeTone> = {
  trial: 'warning',
  active: 'success',
  cancelled: 'neutral',
  expired: 'danger',
};

export function roleLabel(role: string): string {
  return role === 'admin' ? 'Admin' : 'Realtor';
}

export function fullName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** "3 / 5", or "3 / ∞" for an unlimited plan. */
export function analysesLabel(user: Pick<User, 'monthlyContractAnalysisCount' | 'monthlyContractAnalysisLimit'>) {
  const limit = isUnlimited(user.monthlyContractAnalysisLimit) ? '∞' : String(user.monthlyContractAnalysisLimit);
  return `${user.monthlyContractAnalysisCount} / ${limit}`;
}
