import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn';

const variants = {
  default: 'bg-bonnet-700 text-white shadow-sm hover:bg-bonnet-800',
  secondary: 'bg-bonnet-50 text-bonnet-800 hover:bg-bonnet-100',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  inverse: 'bg-white text-bonnet-800 shadow-sm hover:bg-bonnet-50',
  'outline-inverse': 'text-white ring-1 ring-white/40 ring-inset hover:bg-white/10',
  link: 'text-bonnet-700 underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Render the child (e.g. a router Link) with button styling instead of a <button>. `className` is for
   * layout (margins, width, responsive display via variants like `max-sm:hidden`); colours and sizes come
   * from `variant` and `size`, since classes are joined without conflict resolution.
   */
  asChild?: boolean;
};

export function buttonClasses(variant: ButtonVariant = 'default', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bonnet-600',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={buttonClasses(variant, size, className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
