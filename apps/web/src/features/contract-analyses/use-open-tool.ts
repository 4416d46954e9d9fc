import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ToolId } from '@bluebonnet/contracts';

/** Switches the dashboard panel the way the sidebar does: through `?tool=` (read by useSelectedTool). */
export function useOpenTool(): (tool: ToolId) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (tool: ToolId) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set('tool', tool);
        return next;
      }),
    [setParams],
  );
}
