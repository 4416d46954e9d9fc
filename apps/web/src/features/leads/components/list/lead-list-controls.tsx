import { leadFilterLabels, leadFilters, type LeadListFilter } from '@bluebonnet/contracts';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

type LeadListControlsProps = {
  filter: LeadListFilter;
  onFilterChange: (filter: LeadListFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
};

/** The spec §2.2 filter dropdown and a search box; both go to the server (the list is paged). */
export function LeadListControls({ filter, onFilterChange, search, onSearchChange }: LeadListControlsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label="Filter leads"
        options={optionsOf(leadFilters, leadFilterLabels)}
        value={filter}
        onChange={(e) => onFilterChange(e.target.value as LeadListFilter)}
      />
      <TextField
        label="Search leads"
        type="search"
        placeholder="Name, email or phone"
        autoComplete="off"
        maxLength={100}
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
      />
    </div>
  );
}
