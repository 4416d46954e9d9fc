import type { ReactNode } from 'react';
import { Brand } from './brand';

type StatusScreenProps = { title: string; text: string; icon?: ReactNode; action?: ReactNode };

/** A full-page message (404, Access Denied, errors) with the page's only h1. */
export function StatusScreen({ title, text, icon, action }: StatusScreenProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <Brand />
      </header>
      <main className="grid flex-1 place-items-center px-4 py-16">
        <div className="max-w-md text-center">
          {icon && <div className="mx-auto mb-5 grid size-14 place-items-center rounded-2xl bg-bonnet-50">{icon}</div>}
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-3 text-slate-600">{text}</p>
          {action && <div className="mt-8 flex justify-center gap-3">{action}</div>}
        </div>
      </main>
    </div>
  );
}
