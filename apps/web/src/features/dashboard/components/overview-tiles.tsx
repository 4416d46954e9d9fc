import { Bot, Clock, FileText, Globe, MapPin, MessageSquare, Star, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useBuiltToolCount } from '../built-tools';

const tiles = [
  { icon: Clock, value: '24/7', label: 'Always Available' },
  { icon: Globe, value: 'Texas + USA', label: 'Market Coverage' },
  { icon: Star, value: 'Pro', label: 'Professional Grade' },
];

const blurbs = [
  {
    icon: FileText,
    title: 'Texas contract expertise',
    text: 'Contract reviews are built around TREC promulgated forms and Texas deadlines, from the option period to closing.',
  },
  {
    icon: Users,
    title: 'Lead follow-up that sticks',
    text: 'AI scoring and suggested next steps keep every buyer and seller moving, and show you who to call first.',
  },
  {
    icon: MessageSquare,
    title: 'Marketing in minutes',
    text: 'Listing descriptions, SEO copy and social posts for four networks, written from the details you already have.',
  },
  {
    icon: MapPin,
    title: 'Insight for every client',
    text: 'Market reports, valuations, investment returns and neighborhood comparisons for your buyers and investors.',
  },
];

export function OverviewTiles() {
  // Counted from the panel map, so the tile says what a realtor can open today, not a plan.
  const built = useBuiltToolCount();
  const shown = built === null ? tiles : [{ icon: Bot, value: String(built), label: 'AI Tools' }, ...tiles];
  return (
    <ul className="grid grid-cols-2 gap-4 self-start">
      {shown.map(({ icon: Icon, value, label }) => (
        <li key={label}>
          <Card className="flex h-full flex-col gap-3 p-5">
            <Icon aria-hidden className="size-5 text-bonnet-700" />
            <div>
              <p className="text-2xl font-bold tracking-tight text-slate-900">{value}</p>
              <p className="text-sm text-slate-600">{label}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function OverviewBlurbs() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {blurbs.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="flex h-full gap-4 p-5">
            <div className="grid size-10 shrink-0 place-items-center rounded-xl bg-bonnet-50 text-bonnet-700">
              <Icon aria-hidden className="size-5" />
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
