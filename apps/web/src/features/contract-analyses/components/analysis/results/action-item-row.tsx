import type { ActionItem } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDueDate, paragraphLabel } from '../../../format';
import { assigneeLabels } from '../../../labels';
import { ActionItemCheckbox } from '../../shared/action-item-checkbox';

/** One action item with its checkbox, due date, owner and paragraph. */
export function ActionItemRow({ contractId, item }: { contractId: number; item: ActionItem }) {
  const due = formatDueDate(item.dueDate);
  return (
    <li className="flex items-start gap-3 py-2">
      <span className="mt-0.5">
        <ActionItemCheckbox contractId={contractId} itemId={item.id} title={item.title} completed={item.completed} />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-slate-900">{item.title}</p>
        {item.description && <p className="text-slate-600">{item.description}</p>}
        <p className="mt-0.5 text-xs text-slate-600">
          {[
            due ? `Due ${due}` : 'No date yet',
            assigneeLabels[item.assignedTo],
            item.paragraph && paragraphLabel(item.paragraph),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <Badge tone={item.priority === 'high' ? 'danger' : item.priority === 'medium' ? 'warning' : 'neutral'}>
        {item.priority}
      </Badge>
    </li>
  );
}
