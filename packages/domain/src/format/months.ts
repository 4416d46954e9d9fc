// Month names, once: for writing dates ('March 5, 2026') and for reading them ('Mar.', 'Sept', 'march').
import { civilDateParts, type CivilDate } from '../deadlines/civil-date';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'March', 'mar', 'Sept' → 3, 9 (the first three letters decide); 0 when the text names no month. */
export function monthNumber(name: string): number {
  const prefix = name.toLowerCase().slice(0, 3);
  if (prefix.length < 3) return 0;
  return MONTH_NAMES.findIndex((month) => month.toLowerCase().startsWith(prefix)) + 1;
}

/** '2026-03-05' → 'March 5, 2026'. */
export function formatLongDate(date: CivilDate): string {
  const { year, month, day } = civilDateParts(date);
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}
