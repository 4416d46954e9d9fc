import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { TRIAL_DAYS } from '@bluebonnet/domain';
import { BrandMark } from '@/components/layouts/brand';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginForm } from './components/login-form';
import { RegistrationForm } from './components/registration-form';

/** /login: Sign In (default) and Sign Up tabs (spec §2). Redirects are done by the route's guard. */
export function LoginPage() {
  return (
    <div className="min-h-screen bg-gradient-to-b from-bonnet-50 to-white">
      <title>Sign In · Bluebonnet</title>
      <header className="mx-auto flex max-w-lg px-4 pt-6">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-700 hover:text-bonnet-700"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to Homepage
        </Link>
      </header>
      <main className="mx-auto max-w-lg px-4 pt-8 pb-16">
        <div className="mb-8 text-center">
          <BrandMark size="lg" className="mx-auto" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Welcome to Bluebonnet</h1>
          <p className="mt-2 text-slate-600">
            Sign in to your account, or start your {TRIAL_DAYS}-day free trial. No credit card required.
          </p>
        </div>
        <Card className="p-5 sm:p-8">
          <Tabs defaultValue="sign-in">
            <TabsList aria-label="Sign in or create an account">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <LoginForm />
            </TabsContent>
            <TabsContent value="sign-up">
              <RegistrationForm />
            </TabsContent>
          </Tabs>
        </Card>
      </main>
    </div>
  );
}
