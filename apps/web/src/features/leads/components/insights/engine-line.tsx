import type { AiMeta, AiSource } from '@bluebonnet/contracts';
import { formatDateTime } from '@/lib/format';

function engineName(meta: AiMeta): string {
  if (meta.engine === 'offline') return 'the offline engine';
  return `AI model ${meta.model ?? meta.engine.replace(/^llm:/, '')}`;
}

function sourceName(source: AiSource): string {
  return `${source.kind} ${source.name}${source.asOf ? ` as of ${source.asOf}` : ''}`;
}

/** Which engine wrote the insights and from which data (DESIGN.md "Honest output"); scores are always computed. */
export function EngineLine({ meta, computedAt }: { meta: AiMeta; computedAt: string }) {
  const when = formatDateTime(computedAt);
  return (
    <p className="text-xs text-slate-600" data-testid="insights-engine">
      Made by {engineName(meta)}
      {when && <> · {when}</>}
      {meta.sources.length > 0 && <> · Data: {meta.sources.map(sourceName).join(', ')}</>}
      {meta.fallbackReason && <> · Offline result used: {meta.fallbackReason}</>}
    </p>
  );
}
