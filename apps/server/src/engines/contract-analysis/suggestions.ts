// Suggestions: the fix of every scored finding (highest points first), then what the deadlines call
// for: calendar the dated ones, record the receipts the waiting ones need.
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { EFFECTIVE_DATE_EVENT, formatLongDate, plural } from '@bluebonnet/domain';
import type { ExtraDate } from './lease-listing-dates';
import type { ContractReading } from './read-contract';
import type { RiskHit, Severity } from './risk-types';

type Suggestion = ContractAnalysis['suggestions'][number];

const PRIORITY: Readonly<Record<Severity, Suggestion['priority']>> = {
  critical: 'high',
  high: 'high',
  medium: 'medium',
  low: 'low',
};
const MAX_SUGGESTIONS = 8;

function fromHit(hit: RiskHit): Suggestion | null {
  if (!hit.fix) return null;
  return {
    category: hit.fix.category,
    suggestion: hit.fix.action,
    priority: PRIORITY[hit.severity],
    implementation: hit.fix.implementation,
    cost: hit.fix.cost,
    benefit: hit.fix.benefit,
  };
}

function deadlineSuggestions(reading: ContractReading, today: string): Suggestion[] {
  const out: Suggestion[] = [];
  const upcoming = reading.deadlines.filter((d) => d.dueDate !== null && d.dueDate >= today);
  const next = upcoming[0];
  if (next?.dueDate) {
    out.push({
      category: 'Deadlines',
      suggestion: `Calendar the ${plural(upcoming.length, 'upcoming deadline')}; the next is "${next.title}" on ${formatLongDate(next.dueDate)}.`,
      priority: 'high',
      implementation:
        'Export them from the Contract Deadlines card and share them with the client, lender and title company.',
      cost: 'No cost',
      benefit:
        'TREC deadlines do not move for weekends (except money delivery); a missed one can cost the client a termination right.',
    });
  }
  // The blank Effective Date has its own fix; only receipts are recorded here.
  const waiting = reading.deadlines.filter(
    (d) => d.status === 'waiting' && d.waitingFor && d.waitingFor !== EFFECTIVE_DATE_EVENT,
  );
  if (waiting.length > 0) {
    const events = [...new Set(waiting.map((d) => d.waitingFor as string))];
    out.push({
      category: 'Deadlines',
      suggestion: `Record the receipt dates that start ${plural(waiting.length, 'waiting deadline')}: ${events.join('; ')}.`,
      priority: 'medium',
      implementation: 'Note each delivery date when it happens and analyse again, or add it to the deadline card.',
      cost: 'No cost',
      benefit: 'These windows run from receipt, so they cannot be dated until the receipt is known.',
    });
  }
  return out;
}

function otherSuggestions(reading: ContractReading, extra: readonly ExtraDate[]): Suggestion[] {
  const out: Suggestion[] = [];
  for (const e of extra) {
    if (!e.action?.dueDate) continue;
    out.push({
      category: 'Deadlines',
      suggestion: `Calendar "${e.name}": ${formatLongDate(e.action.dueDate)}.`,
      priority: 'medium',
      implementation: e.action.description,
      cost: 'No cost',
      benefit: 'A missed notice date locks the client into the default outcome.',
    });
  }
  const leadAddendum =
    reading.form.addenda.some((a) => a.kind === 'lead-based-paint') ||
    reading.terms.checkedAddenda.some((a) => a.value === 'lead-based-paint');
  if (!reading.terms.leadPaint.yearBuilt && !leadAddendum && reading.form.family !== 'unrecognised') {
    out.push({
      category: 'Disclosures',
      suggestion: 'Confirm the year built: the text does not state it.',
      priority: 'medium',
      implementation:
        'Check the appraisal district record; if the home was built before 1978, attach the lead-based paint disclosure.',
      cost: 'No cost',
      benefit: 'The federal lead-based paint disclosure is required for housing built before 1978.',
    });
  }
  return out;
}

export function suggestions(
  reading: ContractReading,
  hits: readonly RiskHit[],
  extra: readonly ExtraDate[],
  today: string,
): Suggestion[] {
  const fixes = [...hits.flatMap((h) => fromHit(h) ?? []), ...otherSuggestions(reading, extra)];
  const seen = new Set<string>();
  return [...fixes, ...deadlineSuggestions(reading, today)]
    .filter((s) => !seen.has(s.suggestion) && seen.add(s.suggestion))
    .slice(0, MAX_SUGGESTIONS);
}
