import { useId } from 'react';
import { RefreshCw } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { VerificationQuestion } from '../captcha';

type VerificationFieldProps = {
  question: VerificationQuestion;
  registration: UseFormRegisterReturn<'captchaAnswer'>;
  error?: string;
  onNewQuestion: () => void;
};

/** The "are you human" sum of spec §5: answer up to 3 characters, and a button for another question. */
export function VerificationField({ question, registration, error, onNewQuestion }: VerificationFieldProps) {
  const id = useId();
  const shown = `${question.a} ${question.operator === '+' ? '+' : '−'} ${question.b}`;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Verification</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <Label htmlFor={id}>What is {shown}?</Label>
          <div className="mt-1.5 w-28">
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...registration}
            />
          </div>
        </div>
        <Button variant="outline" onClick={onNewQuestion}>
          <RefreshCw aria-hidden />
          New Question
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
