import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field';
import { Textarea } from './input';

export type TextareaFieldProps = FieldProps &
  Omit<ComponentProps<'textarea'>, 'className'> & {
    /** Classes of the textarea itself; it sits 6 px under its label by default. */
    controlClassName?: string;
  };

/** A labelled textarea; spread `register('name')` into it and pass `error`. */
export function TextareaField({
  id,
  label,
  description,
  error,
  required,
  className,
  labelClassName,
  controlClassName = 'mt-1.5',
  rows = 3,
  ...textarea
}: TextareaFieldProps) {
  return (
    <Field {...{ id, label, description, error, required, className, labelClassName }}>
      {(aria) => <Textarea rows={rows} className={controlClassName} {...aria} {...textarea} />}
    </Field>
  );
}
