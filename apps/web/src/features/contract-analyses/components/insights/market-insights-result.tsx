import { TrendingUp } from 'lucide-react';
import type { AiSource, MarketInsightsResponse } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { BulletList } from '../shared/bullet-list';
import { EngineFooter } from '../shared/engine-footer';
import { ResultSection } from '../shared/result-section';

const kindLabel: Record<AiSource['kind'], string> = { bundled: 'Bundled', live: 'Live', demo: 'Demo data' };

/** Figures with their as-of dates, the insights, and a label for every data source used. */
export function MarketInsightsResult({ result }: { result: MarketInsightsResponse }) {
  return (
    <ResultSection
      title={`Market Insights: ${result.area}`}
      icon={TrendingUp}
      action={result.zip && <Badge>ZIP {result.zip}</Badge>}
    >
      {result.figures.length === 0 ? (
        <p className="text-sm text-slate-600">No market figures are available for this area.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {result.figures.map((figure) => (
            <div key={figure.label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{figure.label}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{figure.value}</dd>
              <dd className="text-xs text-slate-500">{figure.asOf ? `as of ${figure.asOf}` : 'date not stated'}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-4">
        <BulletList title="Insights" items={result.insights} />
      </div>
      {result.meta.sources.length > 0 && (
        <div className="mt-4">
          <h4 className="mb-1.5 text-sm font-semibold text-slate-900">Sources</h4>
          <ul className="flex flex-wrap gap-2">
            {result.meta.sources.map((source) => (
              <li key={`${source.kind}-${source.name}`}>
                <Badge tone={source.kind === 'demo' ? 'warning' : source.kind === 'live' ? 'success' : 'neutral'}>
                  {kindLabel[source.kind]} · {source.name}
                  {source.asOf ? ` · as of ${source.asOf}` : ''}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 border-t border-slate-200 pt-3">
        <EngineFooter meta={result.meta} />
      </div>
    </ResultSection>
  );
}
