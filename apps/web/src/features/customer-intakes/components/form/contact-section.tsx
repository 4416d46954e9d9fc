import { preferredContacts } from '@bluebonnet/contracts';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { optionsOf } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { preferredContactLabels } from '../../labels';
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
        description="At least 10 digits, e.g. 214-555-0142."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <RadioGroupField
        label="Preferred Contact Method"
        className="sm:col-span-2"
        options={optionsOf(preferredContacts, preferredContactLabels)}
        error={errors.preferredContact?.message}
        {...register('preferredContact')}
      />
      <CheckboxField
        label="Yes, you may text me about my home search"
        className="sm:col-span-2"
        error={errors.smsConsent?.message}
        {...register('smsConsent')}
      />
    </FormSection>
  );
}
