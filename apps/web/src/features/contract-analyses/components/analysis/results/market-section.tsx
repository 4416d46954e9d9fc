import { TrendingUp } from 'lucide-react';
import type { AiMeta, ContractAnalysis } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { BulletList } from '../../shared/bullet-list';
import { sourceLabel } from '../../shared/engine-footer';
import { ResultSection } from '../../shared/result-section';
import { MarketFigures } from './market-figures';

type MarketSectionProps = { market: ContractAnalysis['marketComparison']; sources: AiMeta['sources'] };

const confidenceLabel = { high: 'High', medium: 'Medium', low: 'Low', none: 'None' } as const;

/** Market comparison with where every figure came from and how old it is. */
export function MarketSection({ market, sources }: MarketSectionProps) {
  const place = [market.propertyAddress, market.neighborhood, market.zip].filter(Boolean).join(' · ');
  const noData = market.dataConfidence === 'none';
  return (
    <ResultSection
      title="Market Analysis"
      icon={TrendingUp}
      action={
        <Badge tone={market.liveDataSource ? 'success' : 'neutral'}>
          {market.liveDataSource ? 'Live data' : 'Bundled data'}
        </Badge>
      }
    >
      <div className="mb-4 flex flex-wrap items-baseline gap-x-6 gap-y-1">
        <p>
          <span className="text-3xl font-bold text-slate-900 tabular-nums">{market.marketScore}</span>
          <span className="text-sm text-slate-600"> market score</span>
        </p>
        <p className="text-sm text-slate-600">Data confidence: {confidenceLabel[market.dataConfidence]}</p>
        {place && <p className="text-sm text-slate-600">{place}</p>}
      </div>
      {noData && (
        <p role="note" className="mb-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
          No market data covers this property's area, so no market figures are shown.
        </p>
      )}
      <MarketFigures market={market} />
      <p className="mt-2 text-xs text-slate-600">
        {sources.length > 0 ? `Sources: ${sources.map(sourceLabel).join(' · ')}` : 'Sources: none'}
      </p>
      <div className="mt-4 flex flex-wrap gap-2 text-sm">
        {market.marketPosition && <Badge tone="brand">{market.marketPosition}</Badge>}
        {market.priceCompetitive !== null && (
          <Badge tone={market.priceCompetitive ? 'success' : 'warning'}>
            {market.priceCompetitive ? 'Price is competitive' : 'Price is above the market'}
          </Badge>
        )}
        <Badge tone={market.termsStandard ? 'success' : 'warning'}>
          {market.termsStandard ? 'Standard terms' : 'Non-standard terms'}
        </Badge>
      </div>
      {market.competitiveAdvantage && <p className="mt-3 text-sm text-slate-800">{market.competitiveAdvantage}</p>}
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <BulletList title="Analysis" items={market.analyses} />
        <BulletList title="Insights" items={market.insights} />
        <BulletList title="Strengths" items={market.strengths} />
        <BulletList title="Considerations" items={market.considerations} />
        <BulletList title="Forecasts" items={market.forecasts} />
      </div>
    </ResultSection>
  );
}
