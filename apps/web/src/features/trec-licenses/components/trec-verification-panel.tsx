import { useRef, useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { TrecDataSource } from '@bluebonnet/contracts';
import { Spinner } from '@/components/ui/spinner';
import { useLicenseDataSource } from '../api';
import { useLicenseVerifier } from '../use-license-verifier';
import { AboutDataCard } from './about-data-card';
import { LicenseResult } from './license-result';
import { NameSearchCard } from './name-search-card';
import { VerificationFailed } from './verification-failed';
import { VerifyForm } from './verify-form';

/** The TREC License Verification tool (spec §2.6): a number or a name, a result card, and where the data comes from. */
export function TrecVerificationPanel() {
  // The latest answer's source is the freshest word on the data; before any lookup, ask for it.
  const [answerSource, setSource] = useState<TrecDataSource | null>(null);
  const loaded = useLicenseDataSource();
  const source = answerSource ?? loaded.data ?? null;
  const verifier = useLicenseVerifier(setSource);
  const resultRef = useRef<HTMLDivElement>(null);
  const { verify } = verifier;
  const result = verify.data;

  function verifyNumber(licenseNumber: string) {
    verifier.verifyNumber(licenseNumber);
    // From the name search further down, bring the answer into view.
    resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="space-y-6">
      <div>
        <h2 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
          <BadgeCheck aria-hidden className="size-6 text-bonnet-700" />
          TREC License Verification
        </h2>
        <p className="mt-1 text-slate-600">
          Check a Texas real estate license: its status, what it means for doing business, and its sponsoring broker.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <VerifyForm verifier={verifier} />
          <div ref={resultRef} className="scroll-mt-24">
            {verify.isPending && <Spinner label="Verifying license…" className="py-8" />}
            {!verify.isPending && result?.success && result.licenseData && (
              <LicenseResult result={result} license={result.licenseData} />
            )}
            {!verify.isPending && result && !(result.success && result.licenseData) && (
              <VerificationFailed result={result} onVerify={verifyNumber} busy={verify.isPending} />
            )}
          </div>
          <NameSearchCard onVerify={verifyNumber} verifying={verify.isPending} onSource={setSource} />
        </div>
        <div className="min-w-0">
          <AboutDataCard source={source} />
        </div>
      </div>
    </div>
  );
}
