import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// A card coloured by its caller (a green result, a red warning) drops the default white and grey, which
// would otherwise win or lose by their order in the stylesheet, not by what the caller asked for.
const BACKGROUND = /(^|\s)bg-[a-z]+-\d+/;
const BORDER_COLOUR = /(^|\s)border-[a-z]+-\d+/;

export function Card({ className, ...props }: ComponentProps<'div'>) {
  const classes = className ?? '';
  return (
    <div
      className={cn(
        'rounded-2xl border shadow-sm',
        !BORDER_COLOUR.test(classes) && 'border-slate-200',
        !BACKGROUND.test(classes) && 'bg-white',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-3 sm:p-6 sm:pb-3', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}
