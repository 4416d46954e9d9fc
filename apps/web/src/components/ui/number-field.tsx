import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Field, type FieldProps } from './field';
import { Input } from './input';

export type NumberFieldProps = FieldProps &
  Omit<ComponentProps<'input'>, 'className' | 'type' | 'prefix'> & {
    /** A unit shown inside the box before the number, e.g. "$". */
    prefix?: string;
    /** A unit shown inside the box after the number, e.g. "%" or "sq ft". */
    suffix?: string;
    /** Classes of the box around the input; it sits 6 px under its label by default. */
    controlClassName?: string;
  };

/**
 * A labelled number input. It is a text box with a numeric keyboard, so "485,000" can be typed as people
 * write it; register it with `{ setValueAs: parseNumberInput }` to hand the schema a number.
 */
export function NumberField({
  id,
  label,
  description,
  error,
  required,
  className,
  labelClassName,
  controlClassName = 'mt-1.5',
  prefix,
  suffix,
  inputMode = 'decimal',
  ...input
}: NumberFieldProps) {
  return (
    <Field {...{ id, label, description, error, required, className, labelClassName }}>
      {(aria) => (
        <div className={cn('relative', controlClassName)}>
          {prefix && <Unit side="left">{prefix}</Unit>}
          <Input
            type="text"
            inputMode={inputMode}
            className={cn('tabular-nums', prefix && 'pl-7', suffix && 'pr-14')}
            {...aria}
            {...input}
          />
          {suffix && <Unit side="right">{suffix}</Unit>}
        </div>
      )}
    </Field>
  );
}

/** A money amount in dollars: a number field with a "$" in front. */
export function MoneyField(props: Omit<NumberFieldProps, 'prefix'>) {
  return <NumberField prefix="$" {...props} />;
}

function Unit({ side, children }: { side: 'left' | 'right'; children: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'pointer-events-none absolute top-1/2 -translate-y-1/2 text-sm text-slate-500',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      {children}
    </span>
  );
}

/**
 * A number field's text as a number for the schema: "$485,000" → 485000, blank → undefined (so the
 * schema's own "required" message shows), anything else unreadable → NaN (its "expected number" one).
 */
export function parseNumberInput(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return undefined;
  const cleaned = raw.replace(/[$,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}
