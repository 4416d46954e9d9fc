import { ToolNav } from './components/tool-nav';
import { ToolPanel } from './components/tool-panel';
import { DashboardHeader } from './components/dashboard-header';
import { tools } from './tools';
import { useSelectedTool } from './use-selected-tool';
import { SkipLink } from '@/components/layouts/skip-link';
import { useAuth } from '@/lib/auth';

/** The professional dashboard: header, the sixteen-tool sidebar and the selected tool's panel. */
export function DashboardPage() {
  const { user } = useAuth();
  const selected = useSelectedTool();
  if (!user) return null; // The route guard only renders this for a signed-in user.
  return (
    <div className="min-h-screen bg-slate-50">
      <title>{`${tools[selected].label} · Bluebonnet`}</title>
      <SkipLink />
      <DashboardHeader user={user} selected={selected} />
      <div className="flex">
        <aside className="sticky top-[4.25rem] hidden h-[calc(100vh-4.25rem)] w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white p-3 lg:block">
          <ToolNav selected={selected} />
        </aside>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <div className="mx-auto max-w-6xl">
            <ToolPanel toolId={selected} />
          </div>
        </main>
      </div>
    </div>
  );
}
