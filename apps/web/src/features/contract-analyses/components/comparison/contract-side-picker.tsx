import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField, type Option } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { analysisTitle } from '../../labels';
import type { ComparisonFormInput, ComparisonFormValues, SideName } from './comparison-form-schema';

type ContractSidePickerProps = {
  side: SideName;
  name: 'A' | 'B';
  analyses: ContractAnalysis[];
  control: Control<ComparisonFormInput, unknown, ComparisonFormValues>;
  register: UseFormRegister<ComparisonFormInput>;
  errors: FieldErrors<ComparisonFormInput>;
};

/** One side of the comparison: a saved analysis or pasted text, with an optional label. */
export function ContractSidePicker({ side, name, analyses, control, register, errors }: ContractSidePickerProps) {
  const mode = useWatch({ control, name: `${side}.mode` });
  const sources: Option[] = [
    { value: 'saved', label: 'Saved analysis', disabled: analyses.length === 0 },
    { value: 'text', label: 'Paste text' },
  ];
  const savedOptions: Option[] = analyses.map((a) => ({
    value: String(a.id),
    label: `${analysisTitle(a)}${a.marketComparison.propertyAddress ? ` — ${a.marketComparison.propertyAddress}` : ''}`,
  }));
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Contract {name}</legend>
      <RadioGroupField
        label={`Contract ${name} source`}
        hideLabel
        compact
        options={sources}
        error={errors[side]?.mode?.message}
        {...register(`${side}.mode`)}
      />
      {mode === 'saved' ? (
        <SelectField
          label={`Contract ${name} saved analysis`}
          placeholder="Select a saved analysis"
          options={savedOptions}
          error={errors[side]?.analysisId?.message}
          {...register(`${side}.analysisId`)}
        />
      ) : (
        <TextareaField
          label={`Contract ${name} text`}
          rows={6}
          controlClassName="mt-1.5 font-mono text-[13px]"
          placeholder="Paste the contract text (at least 100 characters)"
          error={errors[side]?.text?.message}
          {...register(`${side}.text`)}
        />
      )}
      <TextField
        label={`Contract ${name} label (optional)`}
        maxLength={80}
        placeholder={name === 'A' ? 'e.g. Our offer' : 'e.g. Counteroffer'}
        error={errors[side]?.label?.message}
        {...register(`${side}.label`)}
      />
    </fieldset>
  );
}
