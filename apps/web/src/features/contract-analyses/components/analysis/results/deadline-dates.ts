import type { ContractDeadline } from '@bluebonnet/contracts';
import { civilDateInTimeZone, daysUntil, isCivilDate } from '@bluebonnet/domain';
import { URGENT_ANALYSIS_DAYS } from '../../../constants';

export type DatedDeadline = ContractDeadline & { dueDate: string; daysLeft: number };

/** Days from today where the property is (its own time zone) to each scheduled deadline. */
export function withDaysLeft(deadlines: ContractDeadline[], now = new Date()): DatedDeadline[] {
  return deadlines.flatMap((d) => {
    if (d.status !== 'scheduled' || !isCivilDate(d.dueDate)) return [];
    return [{ ...d, dueDate: d.dueDate, daysLeft: daysUntil(civilDateInTimeZone(now, d.timeZone), d.dueDate) }];
  });
}

/** Deadlines due today through the next 7 days, soonest first (spec §9). */
export function urgentDeadlines(deadlines: ContractDeadline[], now = new Date()): DatedDeadline[] {
  return withDaysLeft(deadlines, now)
    .filter((d) => d.daysLeft >= 0 && d.daysLeft <= URGENT_ANALYSIS_DAYS)
    .sort((a, b) => a.daysLeft - b.daysLeft);
}
