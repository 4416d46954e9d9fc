import { contractTypes, type ContractType } from '@bluebonnet/contracts';
import type { HealthFilter } from '@bluebonnet/domain';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { contractTypeLabels, healthFilterLabels } from '../../labels';
import { healthFilters } from '../../session-keys';
import type { HistoryFilters as Filters } from './filter-analyses';

type HistoryFiltersProps = { filters: Filters; onChange: (change: Partial<Filters>) => void };

const typeOptions = [{ value: 'all', label: 'All types' }, ...optionsOf(contractTypes, contractTypeLabels)];
const statusOptions = optionsOf(healthFilters, healthFilterLabels);

/** Search, type and health-status filters of the history tab (spec §2.3, §4); they filter as you choose. */
export function HistoryFilters({ filters, onChange }: HistoryFiltersProps) {
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <TextField
        label="Search Contracts"
        type="search"
        placeholder="File name, summary, address or type"
        value={filters.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <SelectField
        label="Type Filter"
        options={typeOptions}
        value={filters.type}
        onChange={(e) => onChange({ type: e.target.value as ContractType | 'all' })}
      />
      <SelectField
        label="Status Filter"
        options={statusOptions}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as HealthFilter })}
      />
    </div>
  );
}
