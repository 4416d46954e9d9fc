import { ShieldCheck } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { complianceTone } from '@bluebonnet/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { EmptyLine, ResultSection } from '../../shared/result-section';
import { FindingList } from './finding-list';

type Disclosure = ContractAnalysis['complianceCheck']['requiredDisclosures'][number];

const scoreClasses = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
} as const;

const disclosureStatus: Record<Disclosure['status'], { label: string; tone: BadgeTone }> = {
  present: { label: 'Present', tone: 'success' },
  missing: { label: 'Missing', tone: 'danger' },
  'not-required': { label: 'Not required', tone: 'neutral' },
  unknown: { label: 'Unknown', tone: 'warning' },
};

/** Texas compliance: score (80+ green, 60+ yellow, else red), disclosures, issues with evidence. */
export function ComplianceSection({ check }: { check: ContractAnalysis['complianceCheck'] }) {
  const tone = complianceTone(check.score);
  return (
    <ResultSection
      title="Compliance Check"
      icon={ShieldCheck}
      action={
        <Badge tone={check.texasCompliant ? 'success' : 'danger'}>
          {check.texasCompliant ? 'Texas compliant' : 'Compliance issues'}
        </Badge>
      }
    >
      <div className="flex flex-wrap items-center gap-4">
        <p
          className={cn('rounded-xl px-4 py-2 text-3xl font-bold tabular-nums ring-1 ring-inset', scoreClasses[tone])}
          aria-label={`Compliance score ${check.score} of 100`}
        >
          {check.score}
          <span className="text-base font-medium">/100</span>
        </p>
        <p className="text-sm text-slate-600">Jurisdiction: {check.jurisdiction}</p>
      </div>
      <h4 className="mt-5 mb-2 text-sm font-semibold text-slate-900">Required disclosures</h4>
      {check.requiredDisclosures.length === 0 ? (
        <EmptyLine>No disclosures were checked.</EmptyLine>
      ) : (
        <ul className="divide-y divide-slate-100">
          {check.requiredDisclosures.map((d) => (
            <li key={d.name} className="flex items-start justify-between gap-3 py-2 text-sm">
              <div>
                <p className="font-medium text-slate-900">{d.name}</p>
                <p className="text-slate-600">{d.reason}</p>
              </div>
              <Badge tone={disclosureStatus[d.status].tone}>{disclosureStatus[d.status].label}</Badge>
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-5 mb-2 text-sm font-semibold text-slate-900">Compliance issues</h4>
      <FindingList findings={check.issues} empty="No compliance issues found." />
      {check.formRecommendations.length > 0 && (
        <>
          <h4 className="mt-5 mb-2 text-sm font-semibold text-slate-900">Form recommendations</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {check.formRecommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
    </ResultSection>
  );
}
