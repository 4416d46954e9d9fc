import {
  Building2,
  CalendarClock,
  CircleHelp,
  ClipboardCheck,
  HardHat,
  Landmark,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ContractDeadlineItem } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { daysLabel, formatContractType, formatCutoff, formatDueDate, paragraphLabel } from '../../format';
import { assigneeLabels, type Assignee } from '../../labels';
import { ActionItemCheckbox } from '../shared/action-item-checkbox';

const assigneeIcons: Record<Assignee, LucideIcon> = {
  realtor: User,
  client: Users,
  lender: Landmark,
  title_company: Building2,
  inspector: HardHat,
  other: CircleHelp,
};

type DeadlineEntryProps = { item: ContractDeadlineItem; urgent: boolean };

/** One deadline or action item of the card (spec §2.4). Action items carry a "mark complete" box. */
export function DeadlineEntry({ item, urgent }: DeadlineEntryProps) {
  const Icon = item.type === 'action_item' ? ClipboardCheck : CalendarClock;
  const AssigneeIcon = assigneeIcons[item.assignedTo];
  const cutoff = formatCutoff(item.dueTime);
  return (
    <li
      className={cn(
        'flex gap-3 rounded-xl border p-3',
        urgent ? 'border-red-200 bg-red-50/50' : 'border-slate-200 bg-white',
      )}
    >
      {item.type === 'action_item' && item.actionItemId ? (
        <span className="mt-0.5">
          <ActionItemCheckbox
            contractId={item.contractId}
            itemId={item.actionItemId}
            title={item.title}
            completed={false}
          />
        </span>
      ) : null}
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', urgent ? 'text-red-600' : 'text-bonnet-700')} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{item.title}</p>
          <Badge tone={urgent ? 'danger' : 'neutral'}>{daysLabel(item.daysUntil)}</Badge>
        </div>
        <p className="mt-0.5 text-xs font-medium tracking-wide text-slate-600">
          {formatContractType(item.contractType)}
          {item.propertyAddress && <span className="font-normal tracking-normal"> · {item.propertyAddress}</span>}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          Due {formatDueDate(item.dueDate)}
          {cutoff && `, ${cutoff}`}
          {item.paragraph && <span className="text-slate-500"> · {paragraphLabel(item.paragraph)}</span>}
        </p>
        {item.description && <p className="mt-1 text-sm text-slate-600">{item.description}</p>}
        <p className="mt-1.5 inline-flex items-center gap-1.5 text-xs text-slate-600">
          <AssigneeIcon aria-hidden className="size-3.5" />
          {assigneeLabels[item.assignedTo]}
        </p>
      </div>
    </li>
  );
}
