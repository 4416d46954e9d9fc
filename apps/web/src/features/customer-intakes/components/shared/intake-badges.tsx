import type { IntakePriority, IntakeStatus } from '@bluebonnet/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { priorityLabels, statusLabels, urgencyLabels, type UrgencyLevel } from '../../labels';

const statusTones: Record<IntakeStatus, BadgeTone> = {
  new: 'brand',
  contacted: 'warning',
  qualified: 'success',
  active: 'success',
  closed: 'neutral',
};

const priorityTones: Record<IntakePriority, BadgeTone> = {
  low: 'neutral',
  medium: 'brand',
  high: 'warning',
  urgent: 'danger',
};

export const urgencyTones: Record<UrgencyLevel, BadgeTone> = {
  critical: 'danger',
  high: 'warning',
  medium: 'brand',
  low: 'neutral',
};

export function StatusBadge({ status }: { status: IntakeStatus }) {
  return (
    <Badge tone={statusTones[status]}>
      <span className="sr-only">Status: </span>
      {statusLabels[status]}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: IntakePriority }) {
  return <Badge tone={priorityTones[priority]}>{priorityLabels[priority]} Priority</Badge>;
}

export function UrgencyBadge({ level }: { level: UrgencyLevel }) {
  return <Badge tone={urgencyTones[level]}>{urgencyLabels[level]} Urgency</Badge>;
}
