import { lazy, Suspense, useRef, useState } from 'react';
import { CircleCheck, Play } from 'lucide-react';
import { Link } from 'react-router';
import { MONEY_BACK_DAYS } from '@bluebonnet/domain';
import { Button } from '@/components/ui/button';
import { HeroPreview } from './hero-preview';

// The modal's code (Radix Dialog) stays out of the landing bundle until a visitor reaches for it.
const loadDemo = () => import('./demo-dialog');
const DemoDialog = lazy(() => loadDemo().then((m) => ({ default: m.DemoDialog })));

const assurances = ['No credit card required', 'Cancel anytime', `${MONEY_BACK_DAYS}-day money-back guarantee`];

export function Hero() {
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoWanted, setDemoWanted] = useState(false);
  const demoButton = useRef<HTMLButtonElement>(null);
  const openDemo = () => {
    setDemoWanted(true);
    setDemoOpen(true);
  };
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-bonnet-950 via-bonnet-900 to-bonnet-700 text-white">
      <div aria-hidden className="absolute -top-40 -right-40 size-[32rem] rounded-full bg-bonnet-500/20 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-bonnet-100 ring-1 ring-white/20">
            Built in Dallas–Fort Worth for Texas agents
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            The AI toolkit for Texas real estate agents
          </h1>
          <p className="mt-6 max-w-xl text-lg text-bonnet-100">
            Review contracts for risks and Texas compliance, know which leads to call first, and turn every listing into
            a week of social posts, all from one dashboard.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link to="/login">Start 30-Day Free Trial</Link>
            </Button>
            <Button
              size="lg"
              ref={demoButton}
              variant="outline-inverse"
              onPointerEnter={() => void loadDemo()}
              onFocus={() => void loadDemo()}
              onClick={openDemo}
            >
              <Play aria-hidden />
              Watch Demo
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-bonnet-100 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {assurances.map((text) => (
              <li key={text} className="flex items-center gap-2">
                <CircleCheck aria-hidden className="size-4 text-emerald-300" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
      {demoWanted && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} returnFocusTo={demoButton} />
        </Suspense>
      )}
    </section>
  );
}
