import { SkipLink } from '@/components/layouts/skip-link';
import { ClosingBanner } from './components/closing-banner';
import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { LandingFooter } from './components/landing-footer';
import { LandingNav } from './components/landing-nav';
import { PricingSection } from './components/pricing-section';
import { TestimonialsSection } from './components/testimonials-section';

/** The public home page for signed-out visitors (spec §1–§2, §9). */
export function LandingPage() {
  return (
    <div className="bg-white">
      <SkipLink />
      <LandingNav />
      <main id="main">
        <Hero />
        <FeaturesSection />
        <PricingSection />
        <TestimonialsSection />
        <ClosingBanner />
      </main>
      <LandingFooter />
    </div>
  );
}
