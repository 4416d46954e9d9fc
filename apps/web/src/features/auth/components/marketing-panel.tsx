import { CalendarCheck, FileText, MapPinned, Users } from 'lucide-react';
import { TRIAL_DAYS } from '@bluebonnet/domain';

const points = [
  {
    icon: FileText,
    title: 'AI Contract Analysis',
    text: 'Catch risks and Texas compliance gaps in purchase, listing and lease agreements before they cost you a deal.',
  },
  {
    icon: Users,
    title: 'Smart Lead Management',
    text: 'AI scoring and follow-up suggestions tell you which lead to call first.',
  },
  {
    icon: MapPinned,
    title: 'Texas-Focused Tools',
    text: 'Built around TREC forms, Texas contract deadlines and the Dallas–Fort Worth market.',
  },
  {
    icon: CalendarCheck,
    title: `${TRIAL_DAYS}-Day Free Trial`,
    text: `Full access to your plan for ${TRIAL_DAYS} days. No credit card required, cancel anytime.`,
  },
];

export function MarketingPanel() {
  return (
    <section
      aria-labelledby="why-title"
      className="rounded-2xl bg-gradient-to-br from-bonnet-900 to-bonnet-700 p-6 text-white shadow-xl sm:p-8 lg:self-start"
    >
      <h2 id="why-title" className="text-xl font-bold">
        Why Texas agents choose Bluebonnet
      </h2>
      <ul className="mt-6 space-y-6">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <div className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/10 ring-1 ring-white/20">
              <Icon aria-hidden className="size-5" />
            </div>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-bonnet-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
