import type { UseFormRegisterReturn } from 'react-hook-form';

/** A field people never see or reach by keyboard; bots that fill every input give themselves away. */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor="intake-website">Website (leave this empty)</label>
      <input id="intake-website" type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" {...registration} />
    </div>
  );
}
