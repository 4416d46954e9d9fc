import { currentSituations, hearAboutUsOptions, preApprovalStatuses } from '@bluebonnet/contracts';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { hearAboutUsLabels, preApprovalLabels, situationLabels } from '../../labels';
import { FormSection, type SectionProps } from './form-section';

export function FinancingSection({ register, errors }: SectionProps) {
  return (
    <FormSection
      title="Financing & Background"
      description="Where you are today, so your realtor can plan the next steps."
    >
      <SelectField
        label="Current Situation"
        placeholder="Select your situation"
        options={optionsOf(currentSituations, situationLabels)}
        error={errors.currentSituation?.message}
        {...register('currentSituation')}
      />
      <SelectField
        label="Pre-Approval Status"
        options={optionsOf(preApprovalStatuses, preApprovalLabels)}
        error={errors.preApprovalStatus?.message}
        {...register('preApprovalStatus')}
      />
      <SelectField
        label="How Did You Hear About Us?"
        placeholder="Select an option"
        options={optionsOf(hearAboutUsOptions, hearAboutUsLabels)}
        error={errors.hearAboutUs?.message}
        {...register('hearAboutUs')}
      />
      <TextareaField
        label="Additional Notes"
        className="sm:col-span-2"
        maxLength={2000}
        error={errors.notes?.message}
        {...register('notes')}
      />
    </FormSection>
  );
}
