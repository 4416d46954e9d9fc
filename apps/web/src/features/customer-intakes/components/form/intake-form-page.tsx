import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link2Off } from 'lucide-react';
import { Brand } from '@/components/layouts/brand';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { publicRealtorQuery } from '../../api';
import { DEFAULT_REALTOR_NAME, parseRealtorId } from '../../intake-form-schema';
import { IntakeForm } from './intake-form';
import { ThankYou } from './thank-you';

/**
 * /intake-form?realtor=12&name=Rosa%20Martinez: the public Real Estate Information Form (spec §2, §5).
 * The realtor's name comes from the server for `realtor=`; the link's `name=` is ignored, so an edited
 * link cannot put someone else's name on our page. Old links still open as they always did.
 */
export function IntakeFormPage() {
  const [params] = useSearchParams();
  const realtorId = parseRealtorId(params.get('realtor'));
  const realtor = useQuery({ ...publicRealtorQuery(realtorId ?? 0), enabled: realtorId !== null });
  const [submitted, setSubmitted] = useState(false);

  if (realtorId === null) {
    return (
      <LinkProblem
        pageTitle="Form Link Incomplete"
        title="This Form Link Is Incomplete"
        text="This form link is missing its realtor. Ask your realtor for a new link."
      />
    );
  }
  if (realtor.error instanceof ApiError && realtor.error.status === 404) {
    return (
      <LinkProblem
        pageTitle="Form Link Not Valid"
        title="This Form Link Is Not Valid"
        text="This form link does not belong to a Bluebonnet realtor. Ask your realtor for a new link."
      />
    );
  }
  if (realtor.isPending) {
    return (
      <main className="grid min-h-screen place-items-center">
        <title>Real Estate Information Form · Bluebonnet</title>
        <Spinner label="Loading the form…" className="[&_svg]:size-10" />
      </main>
    );
  }
  // Any other failure (offline, rate limited) still lets the client fill in the form: the server
  // checks the realtor again on submit, and the spec's default name stands in meanwhile.
  const realtorName = realtor.data?.name || DEFAULT_REALTOR_NAME;

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

function LinkProblem({ pageTitle, title, text }: { pageTitle: string; title: string; text: string }) {
  return (
    <>
      <title>{`${pageTitle} · Bluebonnet`}</title>
      <StatusScreen title={title} text={text} icon={<Link2Off aria-hidden className="size-7 text-bonnet-700" />} />
    </>
  );
}
