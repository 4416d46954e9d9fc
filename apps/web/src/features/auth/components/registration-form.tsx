import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TRIAL_DAYS } from '@bluebonnet/domain';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { currentUserKey } from '@/lib/auth';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useRegister } from '../api';
import { generateQuestion, isCorrectAnswer } from '../captcha';
import {
  emptyRegistration,
  registrationFormSchema,
  requestFields,
  type RegistrationFormInput,
  type RegistrationFormValues,
} from '../registration-schema';
import { VerificationField } from './verification-field';

function failed(description: string) {
  toast({ title: 'Registration Failed', description, variant: 'destructive' });
}

/** The sign-up form shared by /register and the Sign Up tab of /login (spec §4, §5, §8). */
export function RegistrationForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const register = useRegister();
  const [question, setQuestion] = useState(() => generateQuestion());
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: emptyRegistration,
  });
  const { errors } = form.formState;

  const newQuestion = () => {
    setQuestion(generateQuestion());
    form.setValue('captchaAnswer', '');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!isCorrectAnswer(question, values.captchaAnswer)) {
      failed('Verification answer is incorrect. Please try again.');
      newQuestion();
      return;
    }
    // confirmPassword and captchaAnswer stay in the browser (spec §3).
    const { firstName, lastName, email, phone, trecLicenseNumber, password } = values;
    try {
      const res = await register.mutateAsync({
        firstName,
        lastName,
        email,
        phone,
        trecLicenseNumber,
        password,
        captchaVerification: true,
      });
      if (!res.success) {
        failed(res.error || 'Please try again');
        newQuestion();
        return;
      }
      toast({
        title: 'Registration Successful!',
        description: `Welcome to Bluebonnet, ${firstName}! Your ${TRIAL_DAYS}-day free trial has started.`,
      });
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      await navigate('/realtor-dashboard', { replace: true });
    } catch (err) {
      applyServerIssues(form.setError, err, requestFields);
      failed(serverMessage(err, 'Please try again'));
      newQuestion();
    }
  });

  const pending = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Create your account">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label="TREC License Number"
        autoComplete="off"
        description="Your Texas Real Estate Commission license number."
        error={errors.trecLicenseNumber?.message}
        {...form.register('trecLicenseNumber')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          description="At least 8 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </div>
      <VerificationField
        question={question}
        registration={form.register('captchaAnswer')}
        error={errors.captchaAnswer?.message}
        onNewQuestion={newQuestion}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
