import { CalendarCheck, CreditCard, RefreshCw, ShieldCheck } from 'lucide-react';
import { MONEY_BACK_DAYS, TRIAL_DAYS } from '@bluebonnet/domain';

const terms = [
  { icon: CalendarCheck, title: `${TRIAL_DAYS}-day free trial`, text: 'Use every tool on your plan for a full month.' },
  { icon: CreditCard, title: 'No credit card required', text: 'Sign up with your email and TREC license number.' },
  { icon: RefreshCw, title: 'Cancel anytime', text: 'No contracts and no cancellation fees.' },
  {
    icon: ShieldCheck,
    title: `${MONEY_BACK_DAYS}-day money-back guarantee`,
    text: 'Not the right fit after you subscribe? Get a full refund.',
  },
];

/** The free-trial and guarantee promises of spec §1 and §9. */
export function TrialTerms() {
  return (
    <ul className="mx-auto mt-16 grid max-w-5xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {terms.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-bonnet-700" />
          <div>
            <p className="font-semibold text-slate-900">{title}</p>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
