import type { Finding } from '@bluebonnet/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { EvidenceQuote } from '../../shared/evidence-quote';
import { EmptyLine } from '../../shared/result-section';

const severityTone: Record<Finding['severity'], BadgeTone> = {
  critical: 'danger',
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
};

/** Findings (issues, red flags) with severity and the contract words behind each. */
export function FindingList({ findings, empty }: { findings: Finding[]; empty: string }) {
  if (findings.length === 0) return <EmptyLine>{empty}</EmptyLine>;
  return (
    <ul className="space-y-3">
      {findings.map((finding, i) => (
        <li key={`${finding.title}-${i}`} className="rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{finding.title}</span>
            <Badge tone={severityTone[finding.severity]}>{finding.severity}</Badge>
          </div>
          <p className="mt-1 text-sm text-slate-700">{finding.detail}</p>
          <EvidenceQuote evidence={finding.evidence} />
        </li>
      ))}
    </ul>
  );
}
