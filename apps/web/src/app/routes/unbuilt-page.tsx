import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '@/components/layouts/brand';
import { NotAvailablePanel } from '@/components/layouts/not-available-panel';
import { Button } from '@/components/ui/button';

/** A signed-in page whose feature is still to come: the shell plus the plain "not available yet" panel. */
export function UnbuiltPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <Brand to="/realtor-dashboard" />
        <Button asChild variant="outline" size="sm">
          <Link to="/realtor-dashboard">
            <ArrowLeft aria-hidden />
            Dashboard
          </Link>
        </Button>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <title>{`${title} · Bluebonnet`}</title>
        <NotAvailablePanel level={1} title={title} description={description} />
      </main>
    </div>
  );
}
