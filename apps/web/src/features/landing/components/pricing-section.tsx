import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { formatCurrency, pricingPlans, type PricingPlan } from '@bluebonnet/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SectionHeading } from './section-heading';
import { TrialTerms } from './trial-terms';

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple plans that grow with your business"
          text="Every plan starts with a free trial. Pick the one that fits how many deals you handle."
        />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-6 lg:grid-cols-3 lg:items-stretch">
          {pricingPlans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
        <TrialTerms />
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  const headingId = `plan-${plan.id}`;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl bg-white p-8 shadow-sm',
        plan.mostPopular ? 'ring-2 ring-bonnet-600 lg:-my-4 lg:py-12' : 'ring-1 ring-slate-200',
      )}
    >
      {plan.mostPopular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-bonnet-700 px-4 py-1 text-xs font-semibold tracking-wide text-white uppercase">
          Most Popular
        </p>
      )}
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">
          {formatCurrency(plan.pricePerMonth)}
        </span>
        <span className="text-base font-medium text-slate-600">/month</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-bonnet-600" />
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={plan.mostPopular ? 'default' : 'outline'} className="mt-8 w-full">
        <Link to="/register" aria-describedby={headingId}>
          Start Free Trial
        </Link>
      </Button>
    </li>
  );
}
