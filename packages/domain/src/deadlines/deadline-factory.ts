// Shared context and constructors, so every builder fills a Deadline the same way.
import { addCalendarDays, type CivilDate } from './civil-date';
import type { Assignee, Deadline, DeadlineKey, Priority, TexasTimeZone } from './deadline-types';
import type { ContractDeadlineInput, FormFamily, Side } from './input-types';

export type DeadlineContext = {
  input: ContractDeadlineInput;
  family: FormFamily;
  /** Day 0; for a condo with a right of refusal, the amended Effective Date once known (¶2D); null while blank. */
  effectiveDate: CivilDate | null;
  /** How to name day 0 in rule text. */
  effectiveDateLabel: string;
  /** ¶9A Closing Date after the "whichever is later" rule; null while ¶9A is blank. */
  closingDate: CivilDate | null;
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
    daysAfterEffectiveDate: null,
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

/** What a deadline counted from the Effective Date waits for while that date is blank. */
export const EFFECTIVE_DATE_EVENT = 'the Effective Date';

/** Said beside a "whichever first occurs" date computed without a closing date. */
export const CLOSING_BLANK_NOTE =
  'The closing date in ¶9A is blank, so this date counts from receipt alone; if closing comes first, the window ends before closing.';

/** "Effective Date (2025-03-01) + 10 calendar days" */
export function plusDays(label: string, date: CivilDate, days: number): string {
  return `${label} (${date}) + ${days} calendar ${days === 1 ? 'day' : 'days'}`;
}

/** Day 0 of an "N days after" clause: the (possibly amended) Effective Date unless stated otherwise. */
export type Start = { date: CivilDate | null; label: string };

export function effectiveStart(ctx: DeadlineContext): Start {
  return { date: ctx.effectiveDate, label: ctx.effectiveDateLabel };
}

/**
 * "Within N days after the Effective Date": Effective Date + N calendar days (day 0 is the Effective
 * Date). While that date is blank the deadline waits for it and keeps N, so it can be shown as
 * "N days after the Effective Date". `ruleTail` ends the rule sentence: '.' or '; it does not roll.'.
 */
export function afterEffectiveDate(
  ctx: DeadlineContext,
  spec: Omit<DeadlineSpec, 'rule'>,
  days: number,
  ruleTail = '.',
  start: Start = effectiveStart(ctx),
): Deadline {
  if (start.date === null) {
    const rule = `${start.label} + ${days} calendar ${days === 1 ? 'day' : 'days'}${ruleTail}`;
    return { ...waiting(ctx, { ...spec, rule }, EFFECTIVE_DATE_EVENT), daysAfterEffectiveDate: days };
  }
  const rule = `${plusDays(start.label, start.date, days)}${ruleTail}`;
  return {
    ...scheduled(ctx, { ...spec, rule }, addCalendarDays(start.date, days)),
    daysAfterEffectiveDate: days,
  };
}

/** Joins a builder's own caution with the blank-closing one. */
export function withNote(note: string | null | undefined, extra: string | null): string | null {
  return [note, extra].filter((n): n is string => !!n).join(' ') || null;
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
): { dueDate: CivilDate; rule: string; note: string | null } {
  const byReceipt = addCalendarDays(receivedDate, days);
  // Without a closing date the receipt rule alone dates it: closing could only make it earlier.
  if (ctx.closingDate === null) {
    return {
      dueDate: byReceipt,
      rule: `${plusDays(`Receipt of ${what}`, receivedDate, days)}.`,
      note: CLOSING_BLANK_NOTE,
    };
  }
  if (byReceipt <= ctx.closingDate) {
    return {
      dueDate: byReceipt,
      rule: `${plusDays(`Receipt of ${what}`, receivedDate, days)}, which comes before closing.`,
      note: null,
    };
  }
  return {
    dueDate: ctx.closingDate,
    rule: `Closing (${ctx.closingDate}) comes before ${plusDays(`receipt of ${what}`, receivedDate, days)}, so the window ends before closing.`,
    note: null,
  };
}
