import { createContext, useContext } from 'react';
import { toolIds, type ToolId } from './tools';

/** The tools a realtor can open: those with a panel in the panel map, the Overview itself not counted. */
export function builtToolIds(panels: Partial<Record<ToolId, unknown>>): ToolId[] {
  return toolIds.filter((id) => id !== 'overview' && panels[id] !== undefined);
}

// The panel map lazily imports the Overview, so the Overview cannot import the map back: the tool
// panel frame, which holds the map, hands the count down instead.
export const BuiltToolCountContext = createContext<number | null>(null);

export function useBuiltToolCount(): number | null {
  return useContext(BuiltToolCountContext);
}
