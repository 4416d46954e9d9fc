import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link2Off } from 'lucide-react';
import { Brand } from '@/components/layouts/brand';
import { StatusScreen } from '@/components/layouts/status-screen';
import { DEFAULT_REALTOR_NAME, parseRealtorId } from '../../intake-form-schema';
import { IntakeForm } from './intake-form';
import { ThankYou } from './thank-you';

/** /intake-form?realtor=12&name=Rosa%20Martinez: the public Real Estate Information Form (spec §2, §5). */
export function IntakeFormPage() {
  const [params] = useSearchParams();
  const realtorId = parseRealtorId(params.get('realtor'));
  const realtorName = params.get('name')?.trim() || DEFAULT_REALTOR_NAME;
  const [submitted, setSubmitted] = useState(false);

  if (realtorId === null) {
    return (
      <>
        <title>Form Link Incomplete · Bluebonnet</title>
        <StatusScreen
          title="This Form Link Is Incomplete"
          text="This form link is missing its realtor. Ask your realtor for a new link."
          icon={<Link2Off aria-hidden className="size-7 text-bonnet-700" />}
        />
      </>
    );
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <title>Real Estate Information Form · Bluebonnet</title>
      <header className="border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <Brand to="" />
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        {submitted ? (
          <ThankYou realtorName={realtorName} />
        ) : (
          <>
            <div className="mb-6">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                Real Estate Information Form
              </h1>
              <p className="mt-2 text-slate-700">
                Tell {realtorName} about your real estate goals. It takes about three minutes.
              </p>
              <p className="mt-1 text-sm text-slate-600">
                Fields marked <span aria-hidden>*</span>
                <span className="sr-only">with an asterisk</span> are required.
              </p>
            </div>
            <IntakeForm realtorId={realtorId} realtorName={realtorName} onSubmitted={() => setSubmitted(true)} />
          </>
        )}
      </main>
    </div>
  );
}
