import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';

type NotAvailablePanelProps = {
  title: string;
  description: string;
  /** Heading level: 2 inside the dashboard, 1 on a page of its own. */
  level?: 1 | 2;
  children?: ReactNode;
};

/** The honest stand-in for a tool whose issue has not been built yet. */
export function NotAvailablePanel({ title, description, level = 2, children }: NotAvailablePanelProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="not-available-title"
      className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:p-8"
    >
      <div className="flex items-start gap-4">
        <div className="grid size-11 shrink-0 place-items-center rounded-xl bg-slate-100">
          <Construction aria-hidden className="size-5 text-slate-600" />
        </div>
        <div className="min-w-0">
          <Heading id="not-available-title" className="text-xl font-semibold text-slate-900">
            {title}
          </Heading>
          <p className="mt-1 text-slate-600">{description}</p>
          <p className="mt-4 text-sm font-medium text-slate-800">This tool is not available yet.</p>
          {children && <div className="mt-5 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </section>
  );
}
