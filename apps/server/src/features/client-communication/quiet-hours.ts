// When a text may go out: inside the calling window (by default the federal TCPA window, 8 a.m. to
// 9 p.m.) of the recipient's local time. Outside it, the next allowed minute is the window's start.
import {
  addCalendarDays,
  civilDateInTimeZone,
  formatLongDate,
  zonedDateTimeToInstant,
  type CivilDate,
} from '@bluebonnet/domain';

export type QuietHours = {
  /** First allowed hour (8 = 8:00 a.m.). */
  start: number;
  /** First hour no longer allowed (21 = from 9:00 p.m.). */
  end: number;
  /** The recipient's zone when the number does not say otherwise. */
  defaultTimeZone: string;
};

/** Area codes outside Central time within Texas: 915 (El Paso and Hudspeth counties) is Mountain time. */
const AREA_CODE_ZONES: Record<string, string> = { '915': 'America/Denver' };

export function recipientTimeZone(e164: string, defaultTimeZone: string): string {
  const areaCode = /^\+1(\d{3})/.exec(e164)?.[1] ?? '';
  return AREA_CODE_ZONES[areaCode] ?? defaultTimeZone;
}

type LocalTime = { date: CivilDate; minutes: number; weekday: string };

function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'long',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: civilDateInTimeZone(instant, timeZone),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
    weekday: part('weekday'),
  };
}

const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export type WindowCheck = { allowed: true } | { allowed: false; next: Date; reason: 'before' | 'after' };

/** Whether `instant` is inside the window in `timeZone`, and if not, the next minute that is. */
export function checkWindow(instant: Date, timeZone: string, hours: QuietHours): WindowCheck {
  const local = localTime(instant, timeZone);
  if (local.minutes >= hours.start * 60 && local.minutes < hours.end * 60) return { allowed: true };
  const before = local.minutes < hours.start * 60;
  const day = before ? local.date : addCalendarDays(local.date, 1);
  return {
    allowed: false,
    next: zonedDateTimeToInstant(day, hhmm(hours.start), timeZone),
    reason: before ? 'before' : 'after',
  };
}

/** "8 a.m.", "9 p.m.", "noon", "midnight". */
export function hourLabel(hour: number): string {
  if (hour === 0 || hour === 24) return 'midnight';
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour} a.m.` : `${hour - 12} p.m.`;
}

/** "Central time" for America/Chicago, "Mountain time" for America/Denver. */
export function zoneLabel(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return name ? name.replace(/ Time$/, ' time') : timeZone;
}

/** "8:00 a.m. tomorrow, Wednesday, November 25" (the year only when it is not this year's). */
export function describeLocal(instant: Date, timeZone: string, now: Date): string {
  const local = localTime(instant, timeZone);
  const today = civilDateInTimeZone(now, timeZone);
  const hour = Math.floor(local.minutes / 60);
  const minute = String(local.minutes % 60).padStart(2, '0');
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
  const long = formatLongDate(local.date);
  const date = local.date.slice(0, 4) === today.slice(0, 4) ? long.replace(/, \d{4}$/, '') : long;
  const day = local.date === today ? 'today, ' : local.date === addCalendarDays(today, 1) ? 'tomorrow, ' : 'on ';
  return `${clock} ${day}${local.weekday}, ${date}`;
}
