import { useId, type ComponentProps, type ReactNode } from 'react';
import { fieldClasses, Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type FieldProps = { label: string; error?: string; hint?: string; required?: boolean; className?: string };

/** Label (with a visual * for required fields, outside the accessible name), control, hint and error. */
function Field({
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldProps & { children: (aria: ControlAria) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden className="text-sm font-semibold text-red-700">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
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

type ControlAria = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export function TextField({ label, error, hint, required, className, ...input }: FieldProps & ComponentProps<'input'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => <Input className="mt-1.5" {...aria} {...input} />}
    </Field>
  );
}

export type Option = { value: string; label: string };

/** Turns a labels record into select options, in the contract's order. */
export function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

type SelectFieldProps = FieldProps & ComponentProps<'select'> & { options: Option[]; placeholder?: string };

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => (
        <NativeSelect className="mt-1.5" {...aria} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

export function TextareaField({
  label,
  error,
  hint,
  required,
  className,
  ...textarea
}: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => <textarea rows={3} className={cn(fieldClasses, 'mt-1.5 py-2')} {...aria} {...textarea} />}
    </Field>
  );
}
