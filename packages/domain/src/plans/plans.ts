/** Plan constants of spec platform §9. Kept free of zod so both apps use them cheaply. */
export type PlanId = 'test' | 'starter' | 'professional' | 'enterprise';

/** A monthly limit of 999999 means unlimited (spec §9). */
export const UNLIMITED_ANALYSES = 999999;
export const DEFAULT_ANALYSIS_LIMIT = 5;
export const TRIAL_DAYS = 30;
export const MONEY_BACK_DAYS = 30;

export function analysisLimitForPlan(plan: PlanId): number {
  return plan === 'professional' || plan === 'enterprise' ? UNLIMITED_ANALYSES : DEFAULT_ANALYSIS_LIMIT;
}

export function isUnlimited(limit: number): boolean {
  return limit >= UNLIMITED_ANALYSES;
}

export type PricingPlan = {
  id: Exclude<PlanId, 'test'>;
  name: string;
  pricePerMonth: number;
  mostPopular: boolean;
  features: string[];
};

export const pricingPlans: PricingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    pricePerMonth: 49,
    mostPopular: false,
    features: ['5 contract analyses per month', 'Basic lead management', 'Social media templates', 'Email support'],
  },
  {
    id: 'professional',
    name: 'Professional',
    pricePerMonth: 99,
    mostPopular: true,
    features: [
      'Unlimited contract analyses',
      'Advanced lead management',
      'AI campaign builder',
      'Market analysis tools',
      'Priority support',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    pricePerMonth: 199,
    mostPopular: false,
    features: [
      'Everything in Professional',
      'Team management',
      'Advanced analytics',
      'Custom integrations',
      'Dedicated support',
    ],
  },
];
