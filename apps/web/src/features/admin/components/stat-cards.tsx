import { CircleCheck, Clock, Users } from 'lucide-react';
import { subscriptionPlans, type User } from '@bluebonnet/contracts';
import { Card } from '@/components/ui/card';
import { planLabels } from '../user-labels';

/** Total, active and trial users, and how many are on each plan. */
export function StatCards({ users }: { users: User[] }) {
  const count = (match: (u: User) => boolean) => users.filter(match).length;
  const headline = [
    { label: 'Total Users', value: users.length, icon: Users, tone: 'bg-bonnet-50 text-bonnet-700' },
    {
      label: 'Active',
      value: count((u) => u.subscriptionStatus === 'active'),
      icon: CircleCheck,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      label: 'Trials',
      value: count((u) => u.subscriptionStatus === 'trial'),
      icon: Clock,
      tone: 'bg-amber-50 text-amber-700',
    },
  ];
  return (
    <section aria-labelledby="stats-title" className="space-y-4">
      <h2 id="stats-title" className="sr-only">
        User statistics
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {headline.map(({ label, value, icon: Icon, tone }) => (
          <li key={label}>
            <Card className="flex items-center gap-4 p-5">
              <div className={`grid size-11 place-items-center rounded-xl ${tone}`}>
                <Icon aria-hidden className="size-5" />
              </div>
              <p className="flex flex-col-reverse">
                <span className="text-sm text-slate-600">{label}</span>
                <span className="text-2xl font-bold text-slate-900 tabular-nums">{value}</span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="p-5">
        <h3 className="text-sm font-semibold text-slate-800">Users by Plan</h3>
        <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {subscriptionPlans.map((plan) => (
            <li key={plan} className="flex flex-col-reverse rounded-xl bg-slate-50 px-4 py-3">
              <span className="text-sm text-slate-600">{planLabels[plan]}</span>
              <span className="text-xl font-bold text-slate-900 tabular-nums">
                {count((u) => u.subscriptionPlan === plan)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
