import { FileSearch, HeartPulse, RefreshCw, CircleAlert } from 'lucide-react';
import { CONTRACT_HEALTH_REFETCH_MS } from '@bluebonnet/contracts';
import { summarizeHealth, type HealthFilter } from '@bluebonnet/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { contractHealthQuery } from '../../health-query';
import { storeSelectedContract, storeStatusFilter } from '../../session-keys';
import { useOpenTool } from '../../use-open-tool';
import { HealthBandGuide } from './health-band-guide';
import { HealthRing } from './health-ring';
import { HealthTiles } from './health-tiles';

/** The Contract Health Mood Ring (spec §2.14): tiles and rings hand off to the Contract Assistant. */
export function ContractHealthPanel() {
  const health = useQuery({ ...contractHealthQuery, refetchInterval: CONTRACT_HEALTH_REFETCH_MS });
  const openTool = useOpenTool();

  function showFilter(filter: HealthFilter) {
    storeStatusFilter(filter);
    openTool('contract-assistance');
  }

  function showContract(id: number) {
    storeSelectedContract(id);
    openTool('contract-assistance');
  }

  return (
    <div className="space-y-6">
      <div>
        <h2 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
          <HeartPulse aria-hidden className="size-6 text-bonnet-700" />
          Contract Health Mood Ring
        </h2>
        <p className="mt-1 text-slate-600">
          Every contract at a glance. Pick a ring or a tile to open those contracts.
        </p>
      </div>
      {health.isPending && <Spinner label="Loading contract health…" className="py-16" />}
      {health.isError && (
        <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
          <CircleAlert aria-hidden className="size-8 text-red-600" />
          <p className="font-semibold text-slate-900">Unable to load contract health data</p>
          <p className="text-sm text-slate-600">Please check your connection and try again</p>
          <Button variant="outline" onClick={() => void health.refetch()}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        </Card>
      )}
      {health.data?.length === 0 && (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <FileSearch aria-hidden className="size-8 text-slate-400" />
          <p className="font-semibold text-slate-900">No contracts to monitor yet</p>
          <p className="text-sm text-slate-600">Analyze a contract and its health ring appears here.</p>
          <Button onClick={() => openTool('contract-assistance')}>Start Contract Analysis</Button>
        </Card>
      )}
      {health.data && health.data.length > 0 && (
        <>
          <HealthTiles summary={summarizeHealth(health.data.map((r) => r.overallRiskScore))} onPick={showFilter} />
          <ul aria-label="Contract health rings" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {health.data.map((record) => (
              <HealthRing key={record.id} record={record} onOpen={() => showContract(record.id)} />
            ))}
          </ul>
        </>
      )}
      <HealthBandGuide />
    </div>
  );
}
