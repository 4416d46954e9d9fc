import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type ResultSectionProps = {
  title: string;
  icon?: LucideIcon;
  /** Right side of the heading row: a badge, a copy button. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One titled card of the analysis results; a labelled region so it can be reached by heading or landmark. */
export function ResultSection({ title, icon: Icon, action, className, children }: ResultSectionProps) {
  const id = useId();
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={id}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h3 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            {Icon && <Icon aria-hidden className="size-5 text-bonnet-700" />}
            {title}
          </h3>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** The quiet "nothing here" line inside a section. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}
