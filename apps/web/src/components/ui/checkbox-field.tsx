import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControl, type FieldProps } from './field';

export type CheckboxFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'className' | 'type'>;

/** A checkbox with its label beside it; spread `register('name')` into it and pass `error`. */
export function CheckboxField({
  id,
  label,
  description,
  error,
  required,
  className,
  labelClassName,
  ...input
}: CheckboxFieldProps) {
  const { controlProps, descriptionId, errorId } = useFieldControl({ id, description, error, required });
  return (
    <div className={className}>
      <label htmlFor={controlProps.id} className={cn('flex items-start gap-3 text-sm text-slate-800', labelClassName)}>
        <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-bonnet-700" {...controlProps} {...input} />
        <span>{label}</span>
      </label>
      {/* Indented to line up with the label's text: the box (16 px) and the gap (12 px). */}
      {description && (
        <p id={descriptionId} className="mt-1 ml-7 text-xs text-slate-600">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 ml-7 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
