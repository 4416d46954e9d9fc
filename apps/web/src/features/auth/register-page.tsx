import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { TRIAL_DAYS } from '@bluebonnet/domain';
import { Brand } from '@/components/layouts/brand';
import { Card } from '@/components/ui/card';
import { MarketingPanel } from './components/marketing-panel';
import { RegistrationForm } from './components/registration-form';

/** /register: the sign-up form beside a marketing panel (spec §2). */
export function RegisterPage() {
  return (
    <div className="min-h-screen bg-gradient-to-b from-bonnet-50 to-white">
      <title>Create Your Account · Bluebonnet</title>
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 pt-6 sm:px-6">
        <Brand />
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-700 hover:text-bonnet-700"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to Home
        </Link>
      </header>
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12">
        <Card className="p-5 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Create Your Account</h1>
          <p className="mt-2 mb-6 text-slate-600">Start your {TRIAL_DAYS}-day free trial. No credit card required.</p>
          <RegistrationForm />
          <p className="mt-6 text-center text-sm">
            <Link to="/login" className="rounded font-medium text-bonnet-700 hover:underline">
              Already have an account? Sign in here
            </Link>
          </p>
        </Card>
        <MarketingPanel />
      </main>
    </div>
  );
}
