import type { AiMeta, AiSource } from '@bluebonnet/contracts';

function engineName(meta: AiMeta): string {
  if (meta.engine === 'offline') return 'the offline engine';
  return `AI model ${meta.model ?? meta.engine.replace(/^llm:/, '')}`;
}

function sourceName(source: AiSource): string {
  return `${source.kind} ${source.name}${source.asOf ? ` as of ${source.asOf}` : ''}`;
}

/** Which engine made an AI answer and which data it used (DESIGN.md "Honest output"). */
export function EngineLine({ meta }: { meta: AiMeta }) {
  return (
    <p className="text-xs text-slate-600">
      Made by {engineName(meta)}
      {meta.sources.length > 0 && <> · Data: {meta.sources.map(sourceName).join(', ')}</>}
      {meta.fallbackReason && <> · Offline result used: {meta.fallbackReason}</>}
    </p>
  );
}
