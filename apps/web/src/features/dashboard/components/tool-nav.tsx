import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { toolIds, tools, type ToolId } from '../tools';

type ToolNavProps = { selected: ToolId; onSelect?: () => void };

/** The sidebar's sixteen tools; each is a link so it can be opened in a new tab or shared. */
export function ToolNav({ selected, onSelect }: ToolNavProps) {
  return (
    <nav aria-label="Tools">
      <ul className="space-y-0.5">
        {toolIds.map((id) => {
          const { label, icon: Icon } = tools[id];
          const active = id === selected;
          return (
            <li key={id}>
              <Link
                to={{ search: `?tool=${id}` }}
                aria-current={active ? 'page' : undefined}
                onClick={onSelect}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  active ? 'bg-bonnet-700 text-white' : 'text-slate-700 hover:bg-bonnet-50 hover:text-bonnet-800',
                )}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
