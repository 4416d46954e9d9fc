import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FieldDescription, FieldError, type FieldProps } from './field';
import type { Option } from './select-field';

type RadioInputProps = Pick<ComponentProps<'input'>, 'name' | 'onChange' | 'onBlur' | 'ref' | 'disabled'>;

export type RadioGroupFieldProps = FieldProps &
  RadioInputProps & {
    options: readonly Option[];
    /** The chosen value when the group is controlled; leave it out with `register()`. */
    value?: string;
    /** The label is for assistive technology only (the surrounding layout already says what this is). */
    hideLabel?: boolean;
    /** Smaller radios in a tighter row, for choosing how to fill in a form rather than answering it. */
    compact?: boolean;
  };

/**
 * A radio group: a fieldset with the radiogroup role, named by its legend. Spread `register('name')`
 * into it; each radio gets the registration.
 */
export function RadioGroupField({
  label,
  description,
  error,
  required,
  className,
  labelClassName,
  options,
  value,
  hideLabel,
  compact,
  disabled,
  ...radio
}: RadioGroupFieldProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={cn(description ? descriptionId : null, error ? errorId : null) || undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
      className={className}
    >
      <legend
        id={legendId}
        className={cn(hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-800', labelClassName)}
      >
        {label}
        {required && !hideLabel && (
          <span aria-hidden className="ml-1 text-sm font-semibold text-red-700">
            *
          </span>
        )}
      </legend>
      <div className={compact ? 'flex flex-wrap gap-4 text-sm' : 'mt-2 flex flex-wrap gap-x-6 gap-y-2'}>
        {options.map((option) => (
          <label
            key={option.value}
            className={
              compact
                ? 'inline-flex items-center gap-2'
                : 'inline-flex min-h-10 items-center gap-2 text-sm text-slate-800'
            }
          >
            <input
              type="radio"
              value={option.value}
              disabled={option.disabled}
              checked={value === undefined ? undefined : value === option.value}
              className={compact ? 'accent-bonnet-700' : 'size-4 accent-bonnet-700'}
              {...radio}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
