import { cn } from '@/lib/cn';

const tones = { brand: 'bg-bonnet-600', warning: 'bg-amber-500', danger: 'bg-red-600' } as const;

type ProgressProps = {
  value: number;
  label: string;
  valueText?: string;
  tone?: keyof typeof tones;
  className?: string;
};

/** A 0–100 bar announced as a progressbar. */
export function Progress({ value, label, valueText, tone = 'brand', className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full transition-all', tones[tone])} style={{ width: `${clamped}%` }} />
    </div>
  );
}
