import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field';
import { Input } from './input';

export type TextFieldProps = FieldProps &
  Omit<ComponentProps<'input'>, 'className'> & {
    /** Classes of the input itself; it sits 6 px under its label by default. */
    controlClassName?: string;
  };

/**
 * A labelled text input. Spread `register('name')` into it and pass `error`, or use it controlled
 * with `value` and `onChange`.
 */
export function TextField({
  id,
  label,
  description,
  error,
  required,
  className,
  labelClassName,
  controlClassName = 'mt-1.5',
  ...input
}: TextFieldProps) {
  return (
    <Field {...{ id, label, description, error, required, className, labelClassName }}>
      {(aria) => <Input className={controlClassName} {...aria} {...input} />}
    </Field>
  );
}
