import { useId, useState, type FormEvent } from 'react';
import { LoaderCircle, TrendingUp } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMarketInsights, type MarketInsightsRequest } from '../../api';
import { analysisTitle } from '../../labels';
import { MarketInsightsResult } from './market-insights-result';

type Mode = 'area' | 'contract';

/** Market figures and insights for a ZIP or city, or for the area of a saved contract. */
export function MarketInsightsTab({ analyses }: { analyses: ContractAnalysis[] }) {
  const ids = { area: useId(), contract: useId(), radio: useId() };
  const insights = useMarketInsights();
  const [mode, setMode] = useState<Mode>('area');
  const [area, setArea] = useState('');
  const [analysisId, setAnalysisId] = useState('');
  const request: MarketInsightsRequest | null =
    mode === 'area'
      ? area.trim()
        ? { area: area.trim() }
        : null
      : analysisId
        ? { analysisId: Number(analysisId) }
        : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    insights.mutate(request, {
      onError: (err) =>
        toast({
          title: 'Market Insights Failed',
          description: serverMessage(err, 'Unable to load market insights. Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <form onSubmit={submit} aria-label="Market insights" className="space-y-4">
          <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label="Area source">
            <label className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={ids.radio}
                checked={mode === 'area'}
                onChange={() => setMode('area')}
                className="accent-bonnet-700"
              />
              ZIP code or city
            </label>
            <label className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={ids.radio}
                checked={mode === 'contract'}
                disabled={analyses.length === 0}
                onChange={() => setMode('contract')}
                className="accent-bonnet-700"
              />
              Use a saved contract's area
            </label>
          </div>
          {mode === 'area' ? (
            <div>
              <Label htmlFor={ids.area}>Area (ZIP or city)</Label>
              <Input
                id={ids.area}
                className="mt-1.5"
                maxLength={120}
                placeholder="e.g. 75024 or Plano"
                value={area}
                onChange={(e) => setArea(e.target.value)}
              />
            </div>
          ) : (
            <div>
              <Label htmlFor={ids.contract}>Saved contract</Label>
              <NativeSelect
                id={ids.contract}
                className="mt-1.5"
                value={analysisId}
                onChange={(e) => setAnalysisId(e.target.value)}
              >
                <option value="">Select a saved contract</option>
                {analyses.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.marketComparison.propertyAddress ?? analysisTitle(a)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <Button type="submit" disabled={!request || insights.isPending} aria-busy={insights.isPending}>
            {insights.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <TrendingUp aria-hidden />}
            Get Market Insights
          </Button>
        </form>
      </Card>
      {insights.data && <MarketInsightsResult result={insights.data} />}
    </div>
  );
}
