import { intakePriorities, intakeStatuses, type IntakePriority, type IntakeStatus } from '@bluebonnet/contracts';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import type { IntakeFilters as Filters } from '../../api';
import { priorityLabels, statusLabels } from '../../labels';

type IntakeFiltersProps = { filters: Filters; onChange: (change: Partial<Filters>) => void };

const statusOptions = [{ value: 'all', label: 'All statuses' }, ...optionsOf(intakeStatuses, statusLabels)];
const priorityOptions = [{ value: 'all', label: 'All priorities' }, ...optionsOf(intakePriorities, priorityLabels)];

/** Status and priority filters; the list asks the server for the matching intakes (spec §2). */
export function IntakeFilters({ filters, onChange }: IntakeFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
      <SelectField
        label="Status Filter"
        options={statusOptions}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as IntakeStatus | 'all' })}
      />
      <SelectField
        label="Priority Filter"
        options={priorityOptions}
        value={filters.priority}
        onChange={(e) => onChange({ priority: e.target.value as IntakePriority | 'all' })}
      />
    </div>
  );
}
