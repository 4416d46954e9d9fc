import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  default: 'text-slate-600 hover:bg-bonnet-50 hover:text-bonnet-800',
  danger: 'text-slate-600 hover:bg-red-50 hover:text-red-700',
} as const;

type RowActionButtonProps = ComponentProps<'button'> & { label: string; tone?: keyof typeof tones };

/** A compact icon button for table rows; its accessible name is also its tooltip. */
export function RowActionButton({ label, tone = 'default', className, type, ...props }: RowActionButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-lg transition-colors [&_svg]:size-4',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bonnet-600',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
