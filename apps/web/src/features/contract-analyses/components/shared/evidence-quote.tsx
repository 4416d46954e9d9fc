import type { Evidence } from '@bluebonnet/contracts';
import { Quote } from 'lucide-react';
import { paragraphLabel } from '../../format';

/**
 * Where a finding came from: the paragraph and the exact contract words. A native disclosure, so it
 * works by keyboard and screen reader and prints open; the paragraph is visible without opening it.
 */
export function EvidenceQuote({ evidence }: { evidence: Evidence | null | undefined }) {
  if (!evidence) return null;
  const where = paragraphLabel(evidence.paragraph);
  return (
    <details className="group mt-2 text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-md text-xs font-semibold text-bonnet-700 hover:text-bonnet-900">
        <Quote aria-hidden className="size-3.5" />
        Evidence: {where}
      </summary>
      <blockquote className="mt-2 border-l-4 border-bonnet-200 bg-bonnet-50/60 py-2 pr-3 pl-3 font-serif text-slate-800 italic">
        “{evidence.quote}”<footer className="mt-1 font-sans text-xs text-slate-600 not-italic">Contract {where}</footer>
      </blockquote>
    </details>
  );
}
