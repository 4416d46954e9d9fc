import { budgetRanges, intakePropertyTypes, realEstateGoals, timeframes } from '@bluebonnet/contracts';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { budgetLabels, goalLabels, propertyTypeLabels, timeframeLabels } from '../../labels';
import { FormSection, type SectionProps } from './form-section';

export function GoalsSection({ register, errors }: SectionProps) {
  return (
    <FormSection title="Real Estate Goals" description="What you would like to do, and when.">
      <SelectField
        label="Real Estate Goal"
        required
        placeholder="Select your goal"
        options={optionsOf(realEstateGoals, goalLabels)}
        error={errors.realEstateGoal?.message}
        {...register('realEstateGoal')}
      />
      <SelectField
        label="Property Type"
        placeholder="Select a property type"
        options={optionsOf(intakePropertyTypes, propertyTypeLabels)}
        error={errors.propertyType?.message}
        {...register('propertyType')}
      />
      <SelectField
        label="Budget Range"
        placeholder="Select a budget range"
        options={optionsOf(budgetRanges, budgetLabels)}
        error={errors.budgetRange?.message}
        {...register('budgetRange')}
      />
      <SelectField
        label="Timeframe"
        placeholder="Select a timeframe"
        options={optionsOf(timeframes, timeframeLabels)}
        error={errors.timeframe?.message}
        {...register('timeframe')}
      />
    </FormSection>
  );
}
