import { formatPercent as percentText, isCivilDate } from '@bluebonnet/domain';
import { formatDate } from '@/lib/format';
import { SUMMARY_PREVIEW_CHARS } from './constants';

const civilFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Mar 16, 2025". Deadlines are civil dates (`YYYY-MM-DD`) with no zone: read as UTC so a browser west
 * of Greenwich does not show the day before. Full timestamps fall back to the app's date format.
 */
export function formatDueDate(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!isCivilDate(value)) return formatDate(value);
  const [year, month, day] = value.split('-').map(Number);
  return civilFormat.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/** '17:00' → '5:00 p.m.' (the TREC forms' wording). */
export function formatCutoff(time: string | null | undefined): string | null {
  const m = time ? /^(\d{1,2}):(\d{2})$/.exec(time) : null;
  if (!m) return null;
  const hour = Number(m[1]);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${m[2]} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

const zoneNames: Record<string, string> = { 'America/Chicago': 'Central time', 'America/Denver': 'Mountain time' };

export function formatTimeZone(zone: string): string {
  return zoneNames[zone] ?? zone;
}

/** Contract type as the deadline card and the Mood Ring show it: 'residential_lease' → 'RESIDENTIAL LEASE'. */
export function formatContractType(type: string): string {
  return type.replace(/_/g, ' ').toUpperCase();
}

/** 'purchase' → 'Purchase'. */
export function titleCase(text: string): string {
  return text.replace(/[_-]/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The deadline badge: Today, Tomorrow, or N days (spec §2.4). */
export function daysLabel(daysUntil: number): string {
  if (daysUntil === 0) return 'Today';
  if (daysUntil === 1) return 'Tomorrow';
  // Open action items stay on the card for a week after they fall due (the server sends them).
  if (daysUntil < 0) return daysUntil === -1 ? '1 day overdue' : `${-daysUntil} days overdue`;
  return `${daysUntil} days`;
}

/** '5A' → '¶5A'; a named addendum paragraph ('Third Party Financing Addendum ¶2B') is kept as written. */
export function paragraphLabel(paragraph: string): string {
  return /^\d/.test(paragraph) ? `¶${paragraph}` : paragraph;
}

/** History card summary, cut at 150 characters (spec §2.3). */
export function previewSummary(text: string): string {
  return text.length > SUMMARY_PREVIEW_CHARS ? `${text.slice(0, SUMMARY_PREVIEW_CHARS)}...` : text;
}

/** Market figures arrive in percent (4.2 → '4.2%'); a missing one stays null. */
export function formatPercent(value: number | null | undefined, digits = 1): string | null {
  return value === null || value === undefined ? null : percentText(value, { points: true, space: false, digits });
}
