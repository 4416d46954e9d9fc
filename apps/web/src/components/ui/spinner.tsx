import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 text-slate-600', className)}>
      <LoaderCircle aria-hidden className="size-6 animate-spin text-bonnet-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Shown while the current user or a lazy page loads (spec §2). */
export function FullPageSpinner() {
  return (
    <main className="grid min-h-screen place-items-center">
      <Spinner className="[&_svg]:size-10" />
    </main>
  );
}
