import type { AiMeta, AiSource, InvestmentAssumption } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { assumptionValue, formatAsOf, sourceText } from '../../format';
import { originLabels, originTones } from '../../labels';

const kindLabels: Record<AiSource['kind'], string> = {
  bundled: 'bundled table',
  live: 'live data',
  demo: 'demo data',
};

type AssumptionsListProps = { assumptions: InvestmentAssumption[]; meta: AiMeta };

/** Every input the analysis used, who or what it came from, and the tables behind the answer (honest output). */
export function AssumptionsList({ assumptions, meta }: AssumptionsListProps) {
  const engine =
    meta.engine === 'offline' ? 'Offline engine' : `AI model ${meta.model ?? meta.engine.replace(/^llm:/, '')}`;
  const generated = formatDateTime(meta.generatedAt);
  return (
    <section aria-labelledby="investment-assumptions" className="space-y-3">
      <h4 id="investment-assumptions" className="text-base font-semibold text-slate-900">
        Assumptions and sources
      </h4>
      {assumptions.length === 0 ? (
        <p className="text-sm text-slate-600">No assumptions listed.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {assumptions.map((a) => (
            <li key={a.field} className="py-2">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium text-slate-900">{a.label}</span>
                <span className="tabular-nums text-slate-900">{assumptionValue(a)}</span>
                <Badge tone={originTones[a.origin]}>{originLabels[a.origin]}</Badge>
              </div>
              {(a.source || a.origin === 'table') && <p className="mt-0.5 text-xs text-slate-600">{sourceText(a)}</p>}
              {a.note && <p className="mt-0.5 text-xs text-slate-600">{a.note}</p>}
            </li>
          ))}
        </ul>
      )}
      <div className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
        <p className="font-medium text-slate-700">Data used</p>
        {meta.sources.length === 0 ? (
          <p className="mt-1">No tables: every figure comes from the numbers entered.</p>
        ) : (
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {meta.sources.map((s) => (
              <li key={`${s.name}-${s.asOf ?? ''}`}>
                {s.name} ({kindLabels[s.kind]}
                {s.asOf ? `, as of ${formatAsOf(s.asOf)}` : ', date not stated'})
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2">
          Computed by: {engine}
          {generated && `, ${generated}`}
          {meta.fallbackReason && ` · Offline result used: ${meta.fallbackReason}`}
        </p>
      </div>
    </section>
  );
}
