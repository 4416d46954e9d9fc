import { useId } from 'react';
import { contractTypes, type ContractType } from '@bluebonnet/contracts';
import type { HealthFilter } from '@bluebonnet/domain';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { contractTypeLabels, healthFilterLabels } from '../../labels';
import { healthFilters } from '../../session-keys';
import type { HistoryFilters as Filters } from './filter-analyses';

type HistoryFiltersProps = { filters: Filters; onChange: (change: Partial<Filters>) => void };

/** Search, type and health-status filters of the history tab (spec §2.3, §4). */
export function HistoryFilters({ filters, onChange }: HistoryFiltersProps) {
  const ids = { search: useId(), type: useId(), status: useId() };
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div>
        <Label htmlFor={ids.search}>Search Contracts</Label>
        <Input
          id={ids.search}
          type="search"
          className="mt-1.5"
          placeholder="File name, summary, address or type"
          value={filters.search}
          onChange={(e) => onChange({ search: e.target.value })}
        />
      </div>
      <div>
        <Label htmlFor={ids.type}>Type Filter</Label>
        <NativeSelect
          id={ids.type}
          className="mt-1.5"
          value={filters.type}
          onChange={(e) => onChange({ type: e.target.value as ContractType | 'all' })}
        >
          <option value="all">All types</option>
          {contractTypes.map((type) => (
            <option key={type} value={type}>
              {contractTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={ids.status}>Status Filter</Label>
        <NativeSelect
          id={ids.status}
          className="mt-1.5"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as HealthFilter })}
        >
          {healthFilters.map((value) => (
            <option key={value} value={value}>
              {healthFilterLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
