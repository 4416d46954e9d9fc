import { RefreshCw } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, FieldLabel, useFieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { VerificationQuestion } from '../captcha';

type VerificationFieldProps = {
  question: VerificationQuestion;
  registration: UseFormRegisterReturn<'captchaAnswer'>;
  error?: string;
  onNewQuestion: () => void;
};

/** The "are you human" sum of spec §5: answer up to 3 characters, and a button for another question. */
export function VerificationField({ question, registration, error, onNewQuestion }: VerificationFieldProps) {
  const { controlProps, errorId } = useFieldControl({ error });
  const shown = `${question.a} ${question.operator === '+' ? '+' : '−'} ${question.b}`;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Verification</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <FieldLabel htmlFor={controlProps.id}>What is {shown}?</FieldLabel>
          <div className="mt-1.5 w-28">
            <Input inputMode="numeric" autoComplete="off" maxLength={3} {...controlProps} {...registration} />
          </div>
        </div>
        <Button variant="outline" onClick={onNewQuestion}>
          <RefreshCw aria-hidden />
          New Question
        </Button>
      </div>
      {/* Under the whole row, so the button stays level with the answer box. */}
      <FieldError id={errorId} className="mt-2">
        {error}
      </FieldError>
    </fieldset>
  );
}
