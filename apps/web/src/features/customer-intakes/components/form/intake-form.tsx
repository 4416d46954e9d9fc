import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useCreateIntake } from '../../api';
import {
  intakeFormDefaults,
  intakeFormFields,
  intakeFormSchema,
  type IntakeFormInput,
  type IntakeFormValues,
} from '../../intake-form-schema';
import { ContactSection } from './contact-section';
import { FinancingSection } from './financing-section';
import { GoalsSection } from './goals-section';
import { HoneypotField } from './honeypot-field';
import { LocationSection } from './location-section';
import { submissionMessage } from './submit-errors';

type IntakeFormProps = { realtorId: number; realtorName: string; onSubmitted: () => void };

/** The four sections of the public form; the first invalid field gets focus on submit (spec §5). */
export function IntakeForm({ realtorId, realtorName, onSubmitted }: IntakeFormProps) {
  const create = useCreateIntake();
  const form = useForm<IntakeFormInput, unknown, IntakeFormValues>({
    resolver: zodResolver(intakeFormSchema),
    defaultValues: intakeFormDefaults,
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, realtorId, formSource: 'web' });
      toast({ title: 'Thank you!', description: `${realtorName} will be in touch soon.` });
      onSubmitted();
    } catch (err) {
      applyServerIssues(form.setError, err, intakeFormFields);
      toast({ title: 'Submission Failed', description: submissionMessage(err), variant: 'destructive' });
    }
  });

  const sectionProps = { register: form.register, errors };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Real estate information" className="relative space-y-6">
      <ContactSection {...sectionProps} />
      <GoalsSection {...sectionProps} />
      <LocationSection {...sectionProps} />
      <FinancingSection {...sectionProps} />
      <HoneypotField registration={form.register('website')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting} aria-busy={isSubmitting}>
        <Send aria-hidden />
        {isSubmitting ? 'Submitting...' : 'Submit Information'}
      </Button>
    </form>
  );
}
