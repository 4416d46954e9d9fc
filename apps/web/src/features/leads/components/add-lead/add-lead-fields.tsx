import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  leadPriorities,
  leadPriorityLabels,
  leadPropertyTypeLabels,
  leadPropertyTypes,
  leadSourceLabels,
  leadSources,
  leadTimelineLabels,
  leadTimelines,
  preApprovalLabels,
  preApprovalStates,
} from '@bluebonnet/contracts';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { MoneyField } from '@/components/ui/number-field';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import type { AddLeadInput } from './add-lead-schema';

type AddLeadFieldsProps = { register: UseFormRegister<AddLeadInput>; errors: FieldErrors<AddLeadInput> };

/** The spec §7 payload's fields plus pre-approval and SMS consent, two columns from the small breakpoint. */
export function AddLeadFields({ register, errors }: AddLeadFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="First Name"
        required
        autoComplete="off"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        required
        autoComplete="off"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
      <SelectField
        label="Lead Source"
        options={optionsOf(leadSources, leadSourceLabels)}
        error={errors.source?.message}
        {...register('source')}
      />
      <SelectField
        label="Priority"
        options={optionsOf(leadPriorities, leadPriorityLabels)}
        error={errors.priority?.message}
        {...register('priority')}
      />
      <MoneyField label="Budget" placeholder="450,000" error={errors.budget?.message} {...register('budget')} />
      <SelectField
        label="Timeline"
        placeholder="Not specified"
        options={optionsOf(leadTimelines, leadTimelineLabels)}
        error={errors.timeline?.message}
        {...register('timeline')}
      />
      <SelectField
        label="Property Type"
        placeholder="Not specified"
        options={optionsOf(leadPropertyTypes, leadPropertyTypeLabels)}
        error={errors.propertyType?.message}
        {...register('propertyType')}
      />
      <SelectField
        label="Pre-Approval"
        options={optionsOf(preApprovalStates, preApprovalLabels)}
        error={errors.preApproval?.message}
        {...register('preApproval')}
      />
      <TextField
        label="Preferred Areas"
        placeholder="Frisco, Plano, McKinney"
        className="sm:col-span-2"
        error={errors.preferredAreas?.message}
        {...register('preferredAreas')}
      />
      <TextareaField label="Notes" className="sm:col-span-2" error={errors.notes?.message} {...register('notes')} />
      <CheckboxField
        label="Client agreed to receive text messages"
        description="Texts are sent only to leads who agreed."
        className="sm:col-span-2"
        error={errors.smsConsent?.message}
        {...register('smsConsent')}
      />
    </div>
  );
}
