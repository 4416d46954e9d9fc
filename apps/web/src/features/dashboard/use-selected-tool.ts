import { useSearchParams } from 'react-router';
import { isToolId, type ToolId } from './tools';

/** The tool shown, kept in `?tool=` so a reload or a shared link opens the same panel. */
export function useSelectedTool(): ToolId {
  const [params] = useSearchParams();
  const tool = params.get('tool');
  return isToolId(tool) ? tool : 'overview';
}
