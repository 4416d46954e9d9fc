import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { realEstateApiStatusQuery } from '../api';

/** Live or demo listing data, with the provider's note (DESIGN.md: demo data is always labelled demo). */
export function DataSourceBadge() {
  const status = useQuery(realEstateApiStatusQuery);
  if (!status.data) return null;
  const { isLiveDataAvailable, dataSource } = status.data;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {isLiveDataAvailable ? (
        <Badge tone="success">Live Data · {dataSource.provider}</Badge>
      ) : (
        <Badge tone="warning">Demo Data</Badge>
      )}
      {dataSource.note && <span className="text-slate-600">{dataSource.note}</span>}
    </div>
  );
}
