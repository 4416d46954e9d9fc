import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { IntakeFormInput } from '../../intake-form-schema';

export type SectionProps = { register: UseFormRegister<IntakeFormInput>; errors: FieldErrors<IntakeFormInput> };

/** One of the form's four sections: a fieldset whose legend is also a heading for screen-reader navigation. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-left w-full">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      </legend>
      <p className="clear-both pt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
