import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field';
import { NativeSelect } from './input';

export type Option = { value: string; label: string; disabled?: boolean };

/** Turns a labels record into options, in the order of `values` (e.g. a contract's list). */
export function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, 'className' | 'children'> & {
    options: readonly Option[];
    /** A first option with the value '' ("nothing chosen yet"). */
    placeholder?: string;
    /** Keeps the placeholder from being chosen again once something else is. */
    placeholderDisabled?: boolean;
    /** Classes of the select itself; it sits 6 px under its label by default. */
    controlClassName?: string;
  };

/** A labelled native select; spread `register('name')` into it, or use it controlled for filters. */
export function SelectField({
  id,
  label,
  description,
  error,
  required,
  className,
  labelClassName,
  controlClassName = 'mt-1.5',
  options,
  placeholder,
  placeholderDisabled,
  ...select
}: SelectFieldProps) {
  return (
    <Field {...{ id, label, description, error, required, className, labelClassName }}>
      {(aria) => (
        <NativeSelect className={controlClassName} {...aria} {...select}>
          {placeholder !== undefined && (
            <option value="" disabled={placeholderDisabled}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
