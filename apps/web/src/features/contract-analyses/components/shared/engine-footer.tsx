import type { AiMeta, AiSource } from '@bluebonnet/contracts';

/** 'offline' → 'Offline engine'; 'llm:gpt-4o' → 'AI model gpt-4o'. */
export function engineLabel(meta: Pick<AiMeta, 'engine' | 'model'>): string {
  if (meta.engine === 'offline') return 'Offline engine';
  const model = meta.model ?? meta.engine.replace(/^llm:/, '');
  return `AI model ${model}`;
}

/** 'bundled Zillow ZHVI as of 2025-06-30', 'live RentCast', 'demo sample listings'. */
export function sourceLabel(source: AiSource): string {
  return `${source.kind} ${source.name}${source.asOf ? ` as of ${source.asOf}` : ''}`;
}

/** The honest-output line under every AI answer (DESIGN.md): which engine, which data. */
export function EngineFooter({ meta }: { meta: AiMeta }) {
  const parts = [engineLabel(meta), ...meta.sources.map(sourceLabel)];
  return (
    <p className="text-xs text-slate-600">
      {parts.join(' · ')}
      {meta.fallbackReason && <span> · Offline result used: {meta.fallbackReason}</span>}
    </p>
  );
}
