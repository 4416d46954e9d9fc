import { ContractHealthSummary } from '@/features/contract-analyses/index';
import { useAuth } from '@/lib/auth';
import { MonthlyUsagePanel } from './monthly-usage-panel';
import { OverviewBlurbs, OverviewTiles } from './overview-tiles';

/** The dashboard's landing panel: contract health, usage, the static tiles and four blurbs (spec §2). */
export function OverviewPanel() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Overview</h2>
        <p className="mt-1 text-slate-600">Your plan, your usage and what Bluebonnet can do for you.</p>
      </div>
      <ContractHealthSummary />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <MonthlyUsagePanel user={user} />
        <OverviewTiles />
      </div>
      <OverviewBlurbs />
    </div>
  );
}
