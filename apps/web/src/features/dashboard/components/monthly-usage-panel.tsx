import { CircleCheck, Clock, Infinity as InfinityIcon } from 'lucide-react';
import type { User } from '@bluebonnet/contracts';
import { monthlyUsage, pricingPlans, type PlanId } from '@bluebonnet/domain';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

export type UsageUser = Pick<
  User,
  | 'subscriptionPlan'
  | 'subscriptionStatus'
  | 'monthlyContractAnalysisCount'
  | 'monthlyContractAnalysisLimit'
  | 'trialEndsAt'
>;

function planName(plan: PlanId): string {
  return pricingPlans.find((p) => p.id === plan)?.name ?? 'Free Trial';
}

function trialDaysText(days: number): string {
  if (days === 0) return 'Your free trial has ended.';
  return `${days} ${days === 1 ? 'day' : 'days'} left in your free trial`;
}

/** Contract analyses used this month against the plan's limit, with the §9 trial messages. */
export function MonthlyUsagePanel({ user, now }: { user: UsageUser; now?: Date }) {
  const usage = monthlyUsage({
    plan: user.subscriptionPlan,
    used: user.monthlyContractAnalysisCount,
    limit: user.monthlyContractAnalysisLimit,
    trialEndsAt: user.trialEndsAt,
    now,
  });
  const limitReached = !usage.unlimited && usage.remaining === 0;
  const showTrialDays = user.subscriptionStatus === 'trial' && usage.trialDaysRemaining !== null;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="usage-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="usage-title" className="text-lg font-semibold text-slate-900">
            Monthly Usage
          </h3>
          {usage.isTrialPlan && <Badge tone="warning">Trial Plan</Badge>}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Current plan: <span className="font-semibold text-slate-900">{planName(user.subscriptionPlan)}</span>
        </p>
        <div className="mt-5 flex items-baseline justify-between gap-3">
          <span className="text-sm font-medium text-slate-700">Contract analyses this month</span>
          <span className="text-2xl font-bold text-slate-900 tabular-nums">{usage.display}</span>
        </div>
        {usage.unlimited ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-emerald-800">
            <InfinityIcon aria-hidden className="size-4" />
            Unlimited contract analyses on your plan.
          </p>
        ) : (
          <Progress
            className="mt-3"
            label="Contract analyses used this month"
            value={usage.percent}
            valueText={`${usage.used} of ${usage.limit} used`}
            tone={limitReached ? 'danger' : usage.percent >= 60 ? 'warning' : 'brand'}
          />
        )}
        {!usage.unlimited && !usage.isTrialPlan && (
          <p className="mt-2 text-sm text-slate-600">{usage.remaining} remaining this month.</p>
        )}
        {usage.trialMessage && (
          <p
            className={cn(
              'mt-4 rounded-lg px-3 py-2 text-sm font-medium',
              limitReached ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900',
            )}
          >
            {usage.trialMessage}
          </p>
        )}
        {showTrialDays && (
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
            {usage.trialDaysRemaining === 0 ? (
              <Clock aria-hidden className="size-4 text-red-700" />
            ) : (
              <CircleCheck aria-hidden className="size-4 text-bonnet-700" />
            )}
            {trialDaysText(usage.trialDaysRemaining ?? 0)}
          </p>
        )}
      </section>
    </Card>
  );
}
