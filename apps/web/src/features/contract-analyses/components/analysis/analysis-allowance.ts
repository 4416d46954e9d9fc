import type { User } from '@bluebonnet/contracts';
import { monthlyUsage } from '@bluebonnet/domain';
import { useAuth } from '@/lib/auth';

export type AnalysisAllowance = {
  /** The plan counts analyses (not 999999 = unlimited). */
  limited: boolean;
  /** This month's analyses are used up: the Analyze button is off until next month or an upgrade. */
  usedUp: boolean;
  /** What the form says beside the button; null for an unlimited plan or while the user is unknown. */
  text: string | null;
};

type UsageFields = Pick<
  User,
  'subscriptionPlan' | 'monthlyContractAnalysisCount' | 'monthlyContractAnalysisLimit' | 'trialEndsAt'
>;

const UNKNOWN: AnalysisAllowance = { limited: false, usedUp: false, text: null };

/**
 * The plan limit before the click, from the same user record (and the same arithmetic) as the
 * Overview's Monthly Usage; the trial plan gets the spec §9 trial wording.
 */
export function analysisAllowance(user: UsageFields | null): AnalysisAllowance {
  if (!user) return UNKNOWN;
  const usage = monthlyUsage({
    plan: user.subscriptionPlan,
    used: user.monthlyContractAnalysisCount,
    limit: user.monthlyContractAnalysisLimit,
    trialEndsAt: user.trialEndsAt,
  });
  if (usage.unlimited) return UNKNOWN;
  const counted = `${usage.used} of ${usage.limit} analyses used this month`;
  if (usage.remaining === 0) {
    const text = usage.isTrialPlan && usage.trialMessage ? usage.trialMessage : `${counted} — upgrade to continue`;
    return { limited: true, usedUp: true, text };
  }
  return { limited: true, usedUp: false, text: usage.trialMessage ? `${counted}. ${usage.trialMessage}` : counted };
}

export function useAnalysisAllowance(): AnalysisAllowance {
  return analysisAllowance(useAuth().user);
}
