import { Gauge } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { riskBand, type RiskBand } from '@bluebonnet/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { riskBandLabels } from '../../../labels';
import { EvidenceQuote } from '../../shared/evidence-quote';
import { EmptyLine, ResultSection } from '../../shared/result-section';

const bandTone: Record<RiskBand, BadgeTone> = { low: 'success', moderate: 'warning', high: 'danger' };
const barTone = { low: 'brand', moderate: 'warning', high: 'danger' } as const;

/** Risk score with its band (0-30 low, 31-60 moderate, above 60 high) and the factors that add up to it. */
export function RiskDashboard({ analysis }: { analysis: ContractAnalysis }) {
  const band = riskBand(analysis.riskScore);
  return (
    <ResultSection
      title="Risk Dashboard"
      icon={Gauge}
      action={<Badge tone={bandTone[band]}>{riskBandLabels[band]}</Badge>}
    >
      <div className="flex items-baseline gap-2">
        <span className="text-4xl font-bold text-slate-900 tabular-nums">{analysis.riskScore}</span>
        <span className="text-sm text-slate-600">/ 100 risk score</span>
      </div>
      <Progress
        className="mt-3"
        label="Risk score"
        value={analysis.riskScore}
        valueText={`${analysis.riskScore} of 100, ${riskBandLabels[band]}`}
        tone={barTone[band]}
      />
      <p className="mt-2 text-xs text-slate-600">Low 0-30 · Moderate 31-60 · High 61-100</p>
      <h4 className="mt-5 text-sm font-semibold text-slate-900">Risk factors</h4>
      {analysis.riskFactors.length === 0 ? (
        <EmptyLine>No risk factors found.</EmptyLine>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {analysis.riskFactors.map((factor) => (
            <li key={factor.name} className="py-2">
              <div className="flex items-start justify-between gap-3 text-sm">
                <span className="text-slate-800">{factor.name}</span>
                <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                  {factor.points > 0 ? '+' : ''}
                  {factor.points} pts
                </span>
              </div>
              <EvidenceQuote evidence={factor.evidence} />
            </li>
          ))}
        </ul>
      )}
    </ResultSection>
  );
}
