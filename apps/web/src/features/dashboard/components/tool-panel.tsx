import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { NotAvailablePanel } from '@/components/layouts/not-available-panel';
import { PanelErrorBoundary } from '@/components/layouts/panel-error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { BuiltToolCountContext, builtToolIds } from '../built-tools';
import { toolPanels } from '../tool-panels';
import { toolIds, tools, type ToolId } from '../tools';

// One lazy component per registered tool, made once at module load; nothing downloads until rendered.
const lazyPanels: Partial<Record<ToolId, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  toolIds.flatMap((id) => {
    const load = toolPanels[id];
    return load ? [[id, lazy(() => load().then((Panel) => ({ default: Panel })))]] : [];
  }),
);

const builtToolCount = builtToolIds(toolPanels).length;

export function ToolPanel({ toolId }: { toolId: ToolId }) {
  const Panel = lazyPanels[toolId];
  const tool = tools[toolId];
  if (!Panel) return <NotAvailablePanel title={tool.label} description={tool.description} />;
  return (
    <PanelErrorBoundary resetKey={toolId}>
      <Suspense fallback={<Spinner label={`Loading ${tool.label}…`} className="py-24" />}>
        <BuiltToolCountContext.Provider value={builtToolCount}>
          <Panel />
        </BuiltToolCountContext.Provider>
      </Suspense>
    </PanelErrorBoundary>
  );
}
