// One risk rule's result feeds every part of the record that talks about it: the risk factor and its
// points, the finding (critical issue or red flag), the compliance issue, the fix (action item,
// suggestion, form recommendation). One source, so the parts can never disagree.
import type { Finding } from '@bluebonnet/contracts';
import type { Assignee } from '@bluebonnet/domain';
import type { ContractReading } from './read-contract';
import type { Evidence } from './reader';

export type Severity = Finding['severity'];

export type Fix = {
  /** Imperative, for the action item: 'Attach the Lead-Based Paint Addendum (TREC OP-L)'. */
  action: string;
  assignedTo: Assignee;
  category: string;
  implementation: string;
  cost: string;
  benefit: string;
  /** A form to use, for complianceCheck.formRecommendations. */
  form: string | null;
  /** Only critical fixes become "must do now" action items. */
  doNow: boolean;
};

export type RiskHit = {
  /** Stable id; also the action item id of the fix. */
  id: string;
  /** Risk factor name. */
  name: string;
  points: number;
  severity: Severity;
  /** critical → criticalIssues; red-flag → redFlags; factor → scored but not listed as a finding. */
  list: 'critical' | 'red-flag' | 'factor';
  /** Counts against the Texas compliance check. */
  compliance: boolean;
  title: string;
  detail: string;
  evidence: Evidence | null;
  fix: Fix | null;
};

export type RuleContext = ContractReading & { chosen: ContractReading['kind']; today: string };

export type Rule = (ctx: RuleContext) => RiskHit[];

/** The first piece of evidence whose quote mentions `needle`, else the first one. */
export function pickEvidence(evidence: readonly Evidence[], needle?: string): Evidence | null {
  const hit = needle ? evidence.find((e) => e.quote.includes(needle)) : undefined;
  return hit ?? evidence[0] ?? null;
}

export function toFinding(hit: RiskHit): Finding {
  return { title: hit.title, detail: hit.detail, severity: hit.severity, evidence: shownEvidence(hit.evidence) };
}

/** Evidence to show: an entered value's placeholder (empty quote) has no contract words to show. */
export function shownEvidence(evidence: Evidence | null): Evidence | null {
  return evidence && evidence.quote !== '' ? evidence : null;
}
