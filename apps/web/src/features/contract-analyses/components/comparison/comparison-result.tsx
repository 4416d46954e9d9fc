import { GitCompare } from 'lucide-react';
import type { CompareContractsResponse } from '@bluebonnet/contracts';
import { riskBand } from '@bluebonnet/domain';
import { riskBandLabels } from '../../labels';
import { BulletList } from '../shared/bullet-list';
import { EngineFooter } from '../shared/engine-footer';
import { ResultSection } from '../shared/result-section';
import { DifferencesTable } from './differences-table';

/** Summary, both risk scores, the differences by category, and what is the same. */
export function ComparisonResult({ result }: { result: CompareContractsResponse }) {
  const risks: Array<[string, number]> = [
    [result.labelA, result.riskA],
    [result.labelB, result.riskB],
  ];
  return (
    <ResultSection title={`${result.labelA} vs ${result.labelB}`} icon={GitCompare}>
      <p className="text-sm leading-relaxed text-slate-800">{result.summary}</p>
      <dl className="my-4 grid gap-3 sm:grid-cols-2">
        {risks.map(([label, score]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label} risk score</dt>
            <dd className="font-semibold text-slate-900">
              {score} / 100 · {riskBandLabels[riskBand(score)]}
            </dd>
          </div>
        ))}
      </dl>
      {result.differences.length === 0 ? (
        <p className="text-sm text-slate-600">No differences found in the terms compared.</p>
      ) : (
        <DifferencesTable result={result} />
      )}
      <div className="mt-6">
        <BulletList title="Same in both" items={result.same} />
      </div>
      <div className="mt-4 border-t border-slate-200 pt-3">
        <EngineFooter meta={result.meta} />
      </div>
    </ResultSection>
  );
}
