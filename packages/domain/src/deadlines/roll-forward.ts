// TREC ¶5A(2): "If the last day to deliver the earnest money, Option Fee, or the additional earnest
// money falls on a Saturday, Sunday, or legal holiday, the time to deliver … is extended until the end
// of the next day that is not a Saturday, Sunday, or legal holiday." Only those money deadlines roll
// (trec.md §2.2 item 5 and §4); every other deadline keeps its calendar date.
import { addCalendarDays, isWeekend, type CivilDate } from './civil-date';
import { isLegalHoliday, legalHolidayOn, type HolidayReading } from './holidays';

/** Not a Saturday, Sunday or legal holiday under the given reading. */
export function isDeliveryDay(date: CivilDate, reading: HolidayReading = 'both'): boolean {
  return !isWeekend(date) && !isLegalHoliday(date, reading);
}

/** The first delivery day on or after `date`. */
export function rollForward(date: CivilDate, reading: HolidayReading = 'both'): CivilDate {
  let day = date;
  while (!isDeliveryDay(day, reading)) day = addCalendarDays(day, 1);
  return day;
}

export type MoneyDeadlineDates = {
  /** The contract's last day before any extension (Effective Date + N). */
  originalDate: CivilDate;
  /** Rolled over weekends and days that are holidays under both federal and Texas law. */
  dueDate: CivilDate;
  /** Rolled over weekends and every federal or Texas holiday; equals dueDate when no dispute is possible. */
  latestDate: CivilDate;
  /** Holidays that only the wider reading skips, in date order. */
  disputedHolidays: { date: CivilDate; name: string }[];
};

/**
 * Both readings of ¶5A(2). The due date uses the narrow reading: delivering by then is timely under
 * any calendar, which protects the buyer; the latest date tells the seller's side not to call the
 * money late before it passes, which protects the seller.
 */
export function moneyDeadlineDates(originalDate: CivilDate): MoneyDeadlineDates {
  const dueDate = rollForward(originalDate, 'both');
  const latestDate = rollForward(originalDate, 'either');
  const disputedHolidays: { date: CivilDate; name: string }[] = [];
  for (let day = originalDate; day < latestDate; day = addCalendarDays(day, 1)) {
    const holiday = legalHolidayOn(day);
    if (holiday && !(holiday.federal && holiday.texas) && !isWeekend(day)) {
      disputedHolidays.push({ date: day, name: holiday.name });
    }
  }
  return { originalDate, dueDate, latestDate, disputedHolidays };
}
