// Shared context and constructors, so every builder fills a Deadline the same way.
import { addCalendarDays, type CivilDate } from './civil-date';
import type { Assignee, Deadline, DeadlineKey, Priority, TexasTimeZone } from './deadline-types';
import type { ContractDeadlineInput, FormFamily, Side } from './input-types';

export type DeadlineContext = {
  input: ContractDeadlineInput;
  family: FormFamily;
  /** Day 0; for a condo with a right of refusal, the amended Effective Date once known (¶2D). */
  effectiveDate: CivilDate;
  /** How to name day 0 in rule text. */
  effectiveDateLabel: string;
  /** ¶9A Closing Date after the "whichever is later" rule. */
  closingDate: CivilDate;
  timeZone: TexasTimeZone;
  representing: Side;
};

/** Who must act under the contract; mapped to an assignee from the agent's point of view. */
export type Actor = 'buyer' | 'seller' | 'title_company' | 'lender' | 'inspector';

export type DeadlineSpec = {
  key: DeadlineKey;
  title: string;
  paragraph: string;
  actor: Actor;
  priority: Priority;
  rule: string;
  note?: string | null;
};

function assigneeFor(actor: Actor, representing: Side): Assignee {
  if (actor === 'buyer' || actor === 'seller') return actor === representing ? 'client' : 'other';
  return actor;
}

function base(ctx: DeadlineContext, spec: DeadlineSpec): Omit<Deadline, 'dueDate' | 'status' | 'waitingFor'> {
  return {
    key: spec.key,
    title: spec.title,
    dueTime: null,
    timeZone: ctx.timeZone,
    paragraph: spec.paragraph,
    rule: spec.rule,
    rolledForward: false,
    originalDueDate: null,
    latestDueDate: null,
    note: spec.note ?? null,
    assignee: assigneeFor(spec.actor, ctx.representing),
    priority: spec.priority,
  };
}

export function scheduled(ctx: DeadlineContext, spec: DeadlineSpec, dueDate: CivilDate): Deadline {
  return { ...base(ctx, spec), dueDate, status: 'scheduled', waitingFor: null };
}

export function waiting(ctx: DeadlineContext, spec: DeadlineSpec, waitingFor: string): Deadline {
  return { ...base(ctx, spec), dueDate: null, status: 'waiting', waitingFor };
}

/** Effective Date + N: the Effective Date is day 0, so N calendar days later is the last day. */
export function afterEffectiveDate(ctx: DeadlineContext, days: number): CivilDate {
  return addCalendarDays(ctx.effectiveDate, days);
}

/** "Effective Date (2025-03-01) + 10 calendar days" */
export function plusDays(label: string, date: CivilDate, days: number): string {
  return `${label} (${date}) + ${days} calendar ${days === 1 ? 'day' : 'days'}`;
}

export function effectiveDatePlus(ctx: DeadlineContext, days: number): string {
  return plusDays(ctx.effectiveDateLabel, ctx.effectiveDate, days);
}

/**
 * "Within N days after receipt, or before closing, whichever first occurs": the earlier of the two.
 * Closing day itself still counts, as long as notice goes out before the closing takes place.
 */
export function receiptOrClosing(
  ctx: DeadlineContext,
  receivedDate: CivilDate,
  days: number,
  what: string,
): { dueDate: CivilDate; rule: string } {
  const byReceipt = addCalendarDays(receivedDate, days);
  if (byReceipt <= ctx.closingDate) {
    return {
      dueDate: byReceipt,
      rule: `${plusDays(`Receipt of ${what}`, receivedDate, days)}, which comes before closing.`,
    };
  }
  return {
    dueDate: ctx.closingDate,
    rule: `Closing (${ctx.closingDate}) comes before ${plusDays(`receipt of ${what}`, receivedDate, days)}, so the window ends before closing.`,
  };
}
