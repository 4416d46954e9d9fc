import { Download } from 'lucide-react';
import type { LeadListFilter } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { ImportDialog } from './import-dialog';
import { InboundAddressDialog } from './inbound-address-dialog';
import { exportCsvUrl } from './io-api';

export type LeadsIoToolbarProps = {
  /** The list's current filter and search: the export holds exactly the leads the list shows. */
  filter: LeadListFilter;
  search?: string;
};

/** Leads in and out: CSV import, CSV export of the filtered list, and the inbound lead address. */
export function LeadsIoToolbar({ filter, search }: LeadsIoToolbarProps) {
  return (
    <div role="group" aria-label="Import and export leads" className="flex flex-wrap gap-2">
      <ImportDialog />
      {/* A plain link, not fetch: the browser streams the file to disk with the session cookie. */}
      <Button asChild variant="outline" size="sm">
        <a href={exportCsvUrl({ filter, search })} download>
          <Download aria-hidden />
          Export CSV
        </a>
      </Button>
      <InboundAddressDialog />
    </div>
  );
}
