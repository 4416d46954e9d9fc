import { useId } from 'react';
import { intakePriorities, intakeStatuses, type IntakePriority, type IntakeStatus } from '@bluebonnet/contracts';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { IntakeFilters as Filters } from '../../api';
import { priorityLabels, statusLabels } from '../../labels';

type IntakeFiltersProps = { filters: Filters; onChange: (change: Partial<Filters>) => void };

/** Status and priority filters; the list asks the server for the matching intakes (spec §2). */
export function IntakeFilters({ filters, onChange }: IntakeFiltersProps) {
  const ids = { status: useId(), priority: useId() };
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
      <div>
        <Label htmlFor={ids.status}>Status Filter</Label>
        <NativeSelect
          id={ids.status}
          className="mt-1.5"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as IntakeStatus | 'all' })}
        >
          <option value="all">All statuses</option>
          {intakeStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={ids.priority}>Priority Filter</Label>
        <NativeSelect
          id={ids.priority}
          className="mt-1.5"
          value={filters.priority}
          onChange={(e) => onChange({ priority: e.target.value as IntakePriority | 'all' })}
        >
          <option value="all">All priorities</option>
          {intakePriorities.map((priority) => (
            <option key={priority} value={priority}>
              {priorityLabels[priority]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
