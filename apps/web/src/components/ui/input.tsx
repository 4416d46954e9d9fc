import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses =
  // 16 px text on phones: iOS Safari zooms into any smaller field on focus.
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs sm:text-sm ' +
  'placeholder:text-slate-500 focus-visible:border-bonnet-600 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-0 focus-visible:outline-bonnet-600/40 disabled:cursor-not-allowed ' +
  'disabled:bg-slate-100 aria-invalid:border-red-600';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-10', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-10 pr-8', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'py-2', className)} {...props} />;
}
