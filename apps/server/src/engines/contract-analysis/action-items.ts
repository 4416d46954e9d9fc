// Action items: one per scheduled deadline (id = deadline key), one per critical finding or fix to do
// now, such as filling a blank (due on the analysis date), and the lease or listing dates. Ids are
// stable and unique.
import type { ActionItem } from '@bluebonnet/contracts';
import { daysUntil, type Deadline, endSentence, formatCurrency, formatLongDate, plural } from '@bluebonnet/domain';
import { FROM_CENTS, paragraphLabel } from './format';
import type { ExtraDate } from './lease-listing-dates';
import type { ContractReading } from './read-contract';
import type { RiskHit } from './risk-types';

/** What is delivered, for the money deadlines: '$5,000 earnest money to Republic Title of Texas, Inc.' */
function moneyLine(d: Deadline, reading: ContractReading): string | null {
  const { earnestMoney, option } = reading.terms;
  const to = earnestMoney.escrowAgent ? ` to ${earnestMoney.escrowAgent.value}` : ' to the Escrow Agent';
  if (d.key === 'earnest-money' && earnestMoney.amountCents)
    return endSentence(`Deliver ${formatCurrency(earnestMoney.amountCents.value, FROM_CENTS)} earnest money${to}`);
  if (d.key === 'option-fee' && option.feeCents)
    return endSentence(`Deliver the ${formatCurrency(option.feeCents.value, FROM_CENTS)} Option Fee${to}`);
  if (d.key === 'additional-earnest-money' && earnestMoney.additionalAmountCents) {
    return endSentence(
      `Deliver ${formatCurrency(earnestMoney.additionalAmountCents.value, FROM_CENTS)} additional earnest money${to}`,
    );
  }
  return null;
}

function describe(d: Deadline, reading: ContractReading, today: string): string {
  const due = d.dueDate as string;
  const parts = [
    moneyLine(d, reading),
    `Due ${formatLongDate(due)}${d.dueTime === '17:00' ? ' by 5:00 p.m. local time' : ''} (${paragraphLabel(d.paragraph)}).`,
    `Rule: ${d.rule}`,
    d.latestDueDate
      ? `A wider reading of "legal holiday" would allow ${formatLongDate(d.latestDueDate)}; deliver by the earlier date.`
      : null,
    d.note,
    daysUntil(today, due) < 0
      ? `This date passed ${plural(-daysUntil(today, due), 'day')} before the analysis date (${formatLongDate(today)}).`
      : null,
  ];
  return parts.filter((p): p is string => !!p).join(' ');
}

function deadlineItem(d: Deadline, reading: ContractReading, today: string): ActionItem {
  return {
    id: d.key,
    title: d.title,
    description: describe(d, reading, today),
    dueDate: d.dueDate,
    priority: d.priority,
    assignedTo: d.assignee,
    completed: false,
    completedAt: null,
    paragraph: d.paragraph,
    deadlineKey: d.key,
  };
}

// Every critical finding is something to do now (one without a specific fix still gets an item), and
// so is any fix marked doNow.
function fixItem(hit: RiskHit, today: string): ActionItem {
  return {
    id: hit.id,
    title: hit.fix?.doNow ? hit.fix.action : `Resolve: ${hit.title}`,
    description: hit.fix?.doNow ? `${hit.detail} ${hit.fix.implementation}` : hit.detail,
    dueDate: today,
    priority: 'high',
    assignedTo: hit.fix?.assignedTo ?? 'realtor',
    completed: false,
    completedAt: null,
    paragraph: hit.evidence?.paragraph ?? null,
    deadlineKey: null,
  };
}

export function actionItems(
  reading: ContractReading,
  hits: readonly RiskHit[],
  extra: readonly ExtraDate[],
  today: string,
): ActionItem[] {
  const items = [
    ...hits.filter((h) => h.list === 'critical' || h.fix?.doNow).map((h) => fixItem(h, today)),
    ...reading.deadlines
      .filter((d) => d.status === 'scheduled' && d.dueDate !== null)
      .map((d) => deadlineItem(d, reading, today)),
    ...extra.flatMap((e) => (e.action ? [e.action] : [])),
  ];
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.id) && seen.add(i.id));
}
