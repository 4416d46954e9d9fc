import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function ClosingBanner() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-r from-bonnet-800 to-bonnet-600 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Spend less time on paperwork and more time with clients
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-bonnet-100">
          Join Texas agents who review contracts, follow up with leads and market listings with Bluebonnet.
        </p>
        <Button asChild size="lg" variant="inverse" className="mt-8">
          <Link to="/login">Start Your 30-Day Free Trial</Link>
        </Button>
      </div>
    </section>
  );
}
