import { civilDateInTimeZone, formatLongDate } from '@bluebonnet/domain';

const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An ISO timestamp as the agent's calendar date: 'March 5, 2026' (null when unreadable). */
export function longDateOf(iso: string, timeZone = localTimeZone()): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return formatLongDate(civilDateInTimeZone(instant, timeZone));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp as a `datetime-local` value in the browser's time zone ('' when unreadable). */
export function toDateTimeLocal(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local wall-clock time) as an ISO timestamp, or undefined when blank or invalid. */
export function fromDateTimeLocal(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
