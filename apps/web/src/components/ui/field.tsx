import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** What every field shows around its control. */
export type FieldProps = {
  label: ReactNode;
  /** Help text under the control, read with it by screen readers. */
  description?: ReactNode;
  /** The validation message; it marks the control invalid and is read with it. */
  error?: string;
  /**
   * A visual * beside the label (kept out of the accessible name) and aria-required. A form that marks
   * nothing passes `aria-required` to the control instead.
   */
  required?: boolean;
  /** Classes of the wrapper, for its place in the form's grid. */
  className?: string;
  labelClassName?: string;
};

/** The attributes that tie a control to its label, description and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type FieldControlOptions = { id?: string; description?: ReactNode; error?: string; required?: boolean };

/** The ids and aria attributes of one field, for layouts that `Field` does not cover. */
export function useFieldControl({ id, description, error, required }: FieldControlOptions) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = cn(description ? descriptionId : null, error ? errorId : null) || undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return { controlProps, descriptionId, errorId };
}

/** The label, with the required mark beside it; both inline, so every field's label row has one height. */
export function FieldLabel({
  htmlFor,
  required,
  className,
  children,
}: {
  htmlFor?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Label htmlFor={htmlFor} className={className}>
        {children}
      </Label>
      {required && (
        <span aria-hidden className="ml-1 text-sm font-semibold text-red-700">
          *
        </span>
      )}
    </>
  );
}

export function FieldDescription({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children?: ReactNode;
}) {
  if (!children) return null;
  return (
    <p id={id} className={cn('mt-1 text-xs text-slate-600', className)}>
      {children}
    </p>
  );
}

export function FieldError({ id, className, children }: { id: string; className?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={cn('mt-1 text-sm font-medium text-red-700', className)}>
      {children}
    </p>
  );
}

/** Label, control, description and error; `children` renders the control with the aria attributes it is given. */
export function Field({
  id,
  label,
  description,
  error,
  required,
  className,
  labelClassName,
  children,
}: FieldProps & { id?: string; children: (control: FieldControlProps) => ReactNode }) {
  const { controlProps, descriptionId, errorId } = useFieldControl({ id, description, error, required });
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlProps.id} required={required} className={labelClassName}>
        {label}
      </FieldLabel>
      {children(controlProps)}
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
