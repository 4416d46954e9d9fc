// The Texas compliance check. Score = 100 minus a fixed deduction per compliance issue by severity
// (critical 30, high 15, medium 8, low 3), floored at 0. Compliant = no critical or high issue.
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { requiredDisclosures } from './disclosures';
import type { ContractReading } from './read-contract';
import { toFinding, type RiskHit, type Severity } from './risk-types';

export const COMPLIANCE_DEDUCTIONS: Readonly<Record<Severity, number>> = { critical: 30, high: 15, medium: 8, low: 3 };

const IABS_REMINDER =
  'Information About Brokerage Services (TREC IABS 1-2): keep proof it was given at the first substantive communication';

export function complianceCheck(
  reading: ContractReading,
  hits: readonly RiskHit[],
): ContractAnalysis['complianceCheck'] {
  const issues = hits.filter((h) => h.compliance);
  const score = Math.max(0, 100 - issues.reduce((sum, h) => sum + COMPLIANCE_DEDUCTIONS[h.severity], 0));
  const forms = issues.flatMap((h) => (h.fix?.form ? [h.fix.form] : []));
  return {
    texasCompliant: !issues.some((h) => h.severity === 'critical' || h.severity === 'high'),
    score,
    jurisdiction: 'Texas',
    issues: issues.map(toFinding),
    requiredDisclosures: requiredDisclosures(reading),
    formRecommendations: [...new Set([...forms, IABS_REMINDER])],
  };
}
