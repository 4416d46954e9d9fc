import type { AiMeta } from '@bluebonnet/contracts';

/** The honest-output line under the drafts (DESIGN.md): which engine wrote them, from which data. */
export function EngineLine({ meta }: { meta: AiMeta }) {
  const engine =
    meta.engine === 'offline' ? 'Offline engine' : `AI model ${meta.model ?? meta.engine.replace(/^llm:/, '')}`;
  const sources = meta.sources.map((s) => `${s.kind} ${s.name}${s.asOf ? ` as of ${s.asOf}` : ''}`);
  return (
    <p className="text-xs text-slate-600">
      Written by: {[engine, ...sources].join(' · ')}
      {meta.fallbackReason && <span> · Offline drafts used: {meta.fallbackReason}</span>}
    </p>
  );
}
