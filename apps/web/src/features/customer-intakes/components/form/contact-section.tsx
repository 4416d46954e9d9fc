import { preferredContacts } from '@bluebonnet/contracts';
import { preferredContactLabels } from '../../labels';
import { TextField } from './fields';
import { FormSection, type SectionProps } from './form-section';

export function ContactSection({ register, errors }: SectionProps) {
  return (
    <FormSection title="Contact Information" description="How your realtor can reach you.">
      <TextField
        label="First Name"
        required
        autoComplete="given-name"
        maxLength={100}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        required
        autoComplete="family-name"
        maxLength={100}
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Email Address"
        type="email"
        required
        autoComplete="email"
        maxLength={255}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        inputMode="tel"
        required
        autoComplete="tel"
        maxLength={20}
        hint="At least 10 digits, e.g. 214-555-0142."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Preferred Contact Method</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {preferredContacts.map((value) => (
            <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={value}
                className="size-4 accent-bonnet-700"
                {...register('preferredContact')}
              />
              {preferredContactLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-start gap-3 text-sm text-slate-800 sm:col-span-2">
        <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-bonnet-700" {...register('smsConsent')} />
        <span>Yes, you may text me about my home search</span>
      </label>
    </FormSection>
  );
}
