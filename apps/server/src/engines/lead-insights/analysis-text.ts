// The offline summary (aiAnalysis): two to four sentences built only from the record, the log and the
// computed factors. The LLM task may reword it; it never adds to it.
import {
  conversionLabel,
  engagementLabel,
  leadTimelineLabels,
  type Lead,
  type PreApprovalState,
  type RecommendedLeadAction,
} from '@bluebonnet/contracts';
import { formatCurrency, formatLongDate, plural } from '@bluebonnet/domain';
import type { ActivityFacts } from './activity-facts';
import type { InsightFactor } from './types';
import { daysAgo } from './wording';

const FINANCING: Record<PreApprovalState, string> = {
  pre_approved: 'pre-approved',
  cash_buyer: 'a cash buyer',
  not_yet: 'not pre-approved yet',
  unknown: 'pre-approval unknown',
};

export type AnalysisInput = {
  lead: Lead;
  facts: ActivityFacts;
  engagement: number;
  conversion: number;
  conversionFactors: readonly InsightFactor[];
  actions: readonly RecommendedLeadAction[];
};

function opener({ lead, engagement, conversion }: AnalysisInput): string {
  const who = `${lead.firstName} ${lead.lastName}`.trim();
  const odds = `a conversion probability of ${conversion} % (${conversionLabel(conversion).toLowerCase()})`;
  if (lead.status === 'converted') return `${who} is marked converted: already your client.`;
  if (lead.status === 'lost') return `${who} is marked lost, with ${odds}.`;
  return `${who} reads as ${engagementLabel(engagement).toLowerCase()} (engagement ${engagement}/100), with ${odds}.`;
}

function history({ lead, facts }: AnalysisInput): string {
  if (!facts.newestFirst.length) {
    const timeline = lead.timeline ? `timeline ${leadTimelineLabels[lead.timeline].toLowerCase()}` : 'no timeline';
    const budget = lead.budget ? `budget ${formatCurrency(lead.budget)}` : 'no budget given';
    return `No activity logged yet, so this reading rests on the lead record alone: ${timeline}, ${FINANCING[lead.preApproval]}, ${budget}.`;
  }
  const d = facts.daysSinceContact;
  const last = d === null ? 'no contact yet' : `last contact ${daysAgo(d)}`;
  const replies = facts.withOutcome
    ? `; ${facts.responded} of ${plural(facts.withOutcome, 'contact')} with an outcome got a response`
    : '';
  return `${plural(facts.newestFirst.length, 'activity', 'activities')} logged; ${last}${replies}.`;
}

/** The open factors that help and hurt most, by share of their weight. */
function signals({ lead, conversionFactors }: AnalysisInput): string | null {
  if (lead.status === 'converted' || lead.status === 'lost') return null;
  const scored = conversionFactors.filter((f) => f.name !== 'Status' && f.weight > 0);
  if (scored.length < 2) return null;
  const share = (f: InsightFactor) => f.points / f.weight;
  const strong = scored.reduce((a, b) => (share(b) > share(a) ? b : a));
  const weak = scored.reduce((a, b) => (share(b) < share(a) ? b : a));
  if (share(strong) === share(weak)) return null;
  const pts = (f: InsightFactor) => `${f.points} of ${f.weight} points`;
  return `Strongest signal: ${strong.name.toLowerCase()} (${pts(strong)}); weakest: ${weak.name.toLowerCase()} (${pts(weak)}).`;
}

function nextStep({ actions }: AnalysisInput): string | null {
  const next = actions[0];
  return next ? `Next step: ${next.action} (due ${formatLongDate(next.dueDate)}).` : null;
}

export function analysisText(input: AnalysisInput): string {
  return [opener(input), history(input), signals(input), nextStep(input)].filter((s) => s !== null).join(' ');
}
