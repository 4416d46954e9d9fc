// Turning a civil deadline into an instant, and an instant into the property's civil date. Uses only
// Intl and UTC Date methods: the host's own time zone never enters the result.
import { civilDateParts, addCalendarDays, type CivilDate } from './civil-date';
import type { Deadline } from './deadline-types';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function zonedParts(instantMs: number, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instantMs));
  const out: Record<string, number> = {};
  for (const part of parts) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

/** Minutes the zone is ahead of UTC at that instant (Chicago: -300 in summer, -360 in winter). */
function offsetMinutes(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const p = zonedParts(whole, timeZone);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return Math.round((asUtc - whole) / 60000);
}

/** The civil date at `instant` in `timeZone`, e.g. "today" where the property is. */
export function civilDateInTimeZone(instant: Date, timeZone: string): CivilDate {
  const p = zonedParts(instant.getTime(), timeZone);
  const pad = (n: number | undefined, w: number) => String(n ?? 0).padStart(w, '0');
  return `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)}`;
}

/** The instant of local wall-clock `time` ('HH:MM') on `date` in `timeZone`. */
export function zonedDateTimeToInstant(date: CivilDate, time: string, timeZone: string): Date {
  const m = TIME.exec(time);
  if (!m) throw new RangeError(`time must be HH:MM, got "${time}"`);
  const { year, month, day } = civilDateParts(date);
  const start = new Date(0);
  start.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, keeps years below 100 as written
  start.setUTCHours(Number(m[1]), Number(m[2]), 0, 0);
  const guess = start.getTime();
  const first = offsetMinutes(guess, timeZone);
  const second = offsetMinutes(guess - first * 60000, timeZone);
  // A second pass settles guesses that straddle a daylight-saving change.
  return new Date(guess - second * 60000);
}

/**
 * When a deadline passes: its dueTime on dueDate, or local midnight ending dueDate when it runs to
 * the end of the day. Null while the deadline is waiting.
 */
export function deadlineCutoffInstant(deadline: Pick<Deadline, 'dueDate' | 'dueTime' | 'timeZone'>): Date | null {
  if (!deadline.dueDate) return null;
  if (deadline.dueTime) return zonedDateTimeToInstant(deadline.dueDate, deadline.dueTime, deadline.timeZone);
  return zonedDateTimeToInstant(addCalendarDays(deadline.dueDate, 1), '00:00', deadline.timeZone);
}

/** Today's date in Texas (Central time), the day contract deadlines and "today" counts are judged on. */
export function texasToday(now: Date = new Date()): CivilDate {
  return civilDateInTimeZone(now, 'America/Chicago');
}
