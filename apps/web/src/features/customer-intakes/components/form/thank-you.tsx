import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';

/** Shown after a successful submission (spec §2, §4); focus moves to its heading so it is announced. */
export function ThankYou({ realtorName }: { realtorName: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="thank-you-title"
      className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <div className="mx-auto mb-5 grid size-14 place-items-center rounded-2xl bg-emerald-50">
        <CircleCheck aria-hidden className="size-7 text-emerald-700" />
      </div>
      <h1 id="thank-you-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        Thank You!
      </h1>
      <p className="mt-3 text-slate-700">
        Your information has been sent. {realtorName} will contact you soon to talk about your real estate goals.
      </p>
      <p className="mt-2 text-sm text-slate-600">You can close this page now.</p>
    </section>
  );
}
