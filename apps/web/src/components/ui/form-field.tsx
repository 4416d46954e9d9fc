import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

type FormFieldProps = ComponentProps<typeof Input> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A labelled input with its validation message wired to aria-invalid / aria-describedby. */
export function FormField({ label, error, hint, id, className, ...inputProps }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        className="mt-1.5"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
