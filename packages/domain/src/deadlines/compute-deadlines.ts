// The TREC deadline engine: contract terms in, every dated or waiting deadline out, sorted.
import { type CivilDate } from './civil-date';
import { closingDateFor, closingDeadlines } from './closing';
import { condoDeadlines } from './condo';
import type { DeadlineContext } from './deadline-factory';
import { DEADLINE_KEYS, type Deadline, type DeadlineKey } from './deadline-types';
import { disclosureDeadlines } from './disclosures';
import { financingDeadlines } from './financing';
import { formFamily } from './forms';
import { hoaDeadlines } from './hoa';
import type { ContractDeadlineInput } from './input-types';
import { moneyAndOptionDeadlines } from './money-and-option';
import { surveyDeadlines } from './survey';
import { titleDeadlines } from './title';
import { validateDeadlineInput } from './validate';

const KEY_ORDER = new Map<DeadlineKey, number>(DEADLINE_KEYS.map((key, index) => [key, index]));

/** Dated deadlines by date, then cut-off time (a 17:00 cut-off before end of day), then key; waiting ones last. */
export function compareDeadlines(a: Deadline, b: Deadline): number {
  if (a.dueDate !== null && b.dueDate !== null) {
    if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
    const at = a.dueTime ?? '24:00';
    const bt = b.dueTime ?? '24:00';
    if (at !== bt) return at < bt ? -1 : 1;
  } else if (a.dueDate !== null) {
    return -1;
  } else if (b.dueDate !== null) {
    return 1;
  }
  return (KEY_ORDER.get(a.key) ?? 0) - (KEY_ORDER.get(b.key) ?? 0);
}

export function sortDeadlines(deadlines: readonly Deadline[]): Deadline[] {
  return [...deadlines].sort(compareDeadlines);
}

function buildContext(input: ContractDeadlineInput, closingDate: CivilDate | null): DeadlineContext {
  const family = formFamily(input.form);
  // Condo ¶2D: with a right of refusal, the Effective Date becomes the day Buyer receives the
  // Association's certification. Until then we count from the original date, the earlier reading.
  const amended = family === 'condo' ? (input.condo?.rightOfRefusal?.certificationReceivedDate ?? null) : null;
  return {
    input,
    family,
    effectiveDate: amended ?? input.effectiveDate ?? null,
    effectiveDateLabel: amended ? 'Amended Effective Date (¶2D)' : 'Effective Date',
    closingDate,
    timeZone: input.timeZone ?? 'America/Chicago',
    representing: input.representing ?? 'buyer',
  };
}

function withRefusalCaveat(ctx: DeadlineContext, deadlines: Deadline[]): Deadline[] {
  const refusal = ctx.input.condo?.rightOfRefusal;
  if (ctx.family !== 'condo' || !refusal || refusal.certificationReceivedDate) return deadlines;
  const note =
    "Until Buyer receives the Association's certification, dates count from the original Effective Date; enter the certification date and they will count from it (¶2D).";
  return deadlines.map((d) => (d.key === 'condo-right-of-refusal-certification' ? { ...d, note } : d));
}

/**
 * Every deadline the contract sets, each computed from only the terms it needs: dated where the facts
 * allow, 'waiting' where a receipt (or the blank Effective Date) is still missing, and left out when a
 * blank it needs is not an event to wait for (¶9A closing date, ¶6D days; see DEADLINE_DEPENDENCIES).
 */
export function computeContractDeadlines(input: ContractDeadlineInput): Deadline[] {
  validateDeadlineInput(input);
  const closing = closingDateFor(input);
  const ctx = buildContext(input, closing.date);
  const survey = surveyDeadlines(ctx);
  const all = [
    ...moneyAndOptionDeadlines(ctx),
    ...condoDeadlines(ctx),
    ...hoaDeadlines(ctx),
    ...disclosureDeadlines(ctx),
    ...survey.deadlines,
    ...titleDeadlines(ctx, survey.receipt),
    ...financingDeadlines(ctx),
    ...closingDeadlines(ctx, closing.rule),
  ];
  return sortDeadlines(withRefusalCaveat(ctx, all));
}
