import { analysisLimitForPlan, isUnlimited, type PlanId } from './plans';

const DAY_MS = 24 * 60 * 60 * 1000;

export type UsageInput = {
  plan: PlanId;
  used: number;
  /** The stored limit; falls back to the plan's limit when absent. */
  limit?: number | null;
  trialEndsAt?: string | null;
  now?: Date;
};

export type MonthlyUsage = {
  used: number;
  limit: number;
  unlimited: boolean;
  /** e.g. "3 / 5" or "3 / ∞" */
  display: string;
  remaining: number | null;
  /** 0..100, 0 when unlimited */
  percent: number;
  /** The spec §9 trial message for plan test, if any. */
  trialMessage: string | null;
  trialDaysRemaining: number | null;
  isTrialPlan: boolean;
};

/** Whole days left in the trial, rounded up (spec §9); never negative. */
export function trialDaysRemaining(trialEndsAt: string | null | undefined, now = new Date()): number | null {
  if (!trialEndsAt) return null;
  const ms = new Date(trialEndsAt).getTime() - now.getTime();
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

export function monthlyUsage(input: UsageInput): MonthlyUsage {
  const limit = input.limit ?? analysisLimitForPlan(input.plan);
  const unlimited = isUnlimited(limit);
  const used = Math.max(0, input.used);
  const remaining = unlimited ? null : Math.max(0, limit - used);
  const isTrialPlan = input.plan === 'test';
  let trialMessage: string | null = null;
  if (isTrialPlan && used >= 5) {
    trialMessage = 'Trial limit reached. Upgrade to continue using contract analysis.';
  } else if (isTrialPlan && used >= 3) {
    trialMessage = `${remaining ?? 0} contract analyses remaining in your trial.`;
  }
  return {
    used,
    limit,
    unlimited,
    display: `${used} / ${unlimited ? '∞' : limit}`,
    remaining,
    percent: unlimited ? 0 : Math.min(100, Math.round((used / Math.max(1, limit)) * 100)),
    trialMessage,
    trialDaysRemaining: trialDaysRemaining(input.trialEndsAt, input.now),
    isTrialPlan,
  };
}
