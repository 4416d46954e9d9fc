import { Link } from 'react-router';
import { cn } from '@/lib/cn';

const markSizes = { sm: 'size-8', md: 'size-9', lg: 'size-12' } as const;

/** The bluebonnet mark: a stem of petals, drawn inline so it costs no request. */
export function BrandMark({ size = 'sm', className }: { size?: keyof typeof markSizes; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('shrink-0', markSizes[size], className)}>
      <rect width="32" height="32" rx="8" className="fill-bonnet-700" />
      <g className="fill-white">
        <ellipse cx="16" cy="9" rx="3" ry="4" />
        <ellipse cx="10.5" cy="15" rx="3" ry="4" transform="rotate(-35 10.5 15)" />
        <ellipse cx="21.5" cy="15" rx="3" ry="4" transform="rotate(35 21.5 15)" />
        <rect x="15" y="15" width="2" height="12" rx="1" />
      </g>
    </svg>
  );
}

type BrandProps = { to?: string; inverse?: boolean; className?: string };

/** Logo and name; a link home unless `to` is empty. */
export function Brand({ to = '/', inverse = false, className }: BrandProps) {
  const content = (
    <>
      <BrandMark />
      <span className={cn('text-lg font-bold tracking-tight', inverse ? 'text-white' : 'text-slate-900')}>
        Bluebonnet
      </span>
    </>
  );
  const classes = cn('inline-flex items-center gap-2 rounded-lg', className);
  if (!to) return <span className={classes}>{content}</span>;
  return (
    <Link to={to} className={classes} aria-label="Bluebonnet home">
      {content}
    </Link>
  );
}
