import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { FormSection, type SectionProps } from './form-section';

export function LocationSection({ register, errors }: SectionProps) {
  return (
    <FormSection title="Location & Preferences" description="Where you would like to live and what matters to you.">
      <TextField
        label="Preferred Areas"
        className="sm:col-span-2"
        maxLength={500}
        description="Cities, neighborhoods or ZIP codes, e.g. Frisco, McKinney, 75034."
        error={errors.preferredAreas?.message}
        {...register('preferredAreas')}
      />
      <TextareaField
        label="Additional Needs"
        className="sm:col-span-2"
        maxLength={2000}
        description="Must-haves such as a pool, a home office, a big yard or a school district."
        error={errors.additionalNeeds?.message}
        {...register('additionalNeeds')}
      />
    </FormSection>
  );
}
