import {
  leadPriorityLabels,
  leadPropertyTypeLabels,
  leadSourceLabels,
  leadStatusLabels,
  leadTimelineLabels,
  preApprovalLabels,
  type PreApprovalState,
  type LeadPriority,
  type LeadPropertyType,
  type LeadSource,
  type LeadStatus,
  type LeadTimeline,
} from '@bluebonnet/contracts';
import {
  priorityWords,
  propertyTypeWords,
  sourceKeywords,
  sourceWords,
  statusWords,
  timelineWords,
} from './value-words';

/** "Hot-Prospect " → "hotprospect"; "12+ Months" keeps its plus ("12+months"), which changes the meaning. */
export function normalizeValue(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9+]/g, '');
}

/** Our codes, our labels (what our export writes) and the CRM words, all pointing at the code. */
function lookup<T extends string>(labels: Record<T, string>, words: Record<T, readonly string[]>): Map<string, T> {
  const map = new Map<string, T>();
  for (const code of Object.keys(labels) as T[]) {
    for (const text of [code, labels[code], ...words[code]]) {
      const key = normalizeValue(text);
      if (!map.has(key)) map.set(key, code);
    }
  }
  return map;
}

const statuses = lookup(leadStatusLabels, statusWords);
const sources = lookup(leadSourceLabels, sourceWords);
const priorities = lookup(leadPriorityLabels, priorityWords);
const propertyTypes = lookup(leadPropertyTypeLabels, propertyTypeWords);
const timelines = lookup(leadTimelineLabels, timelineWords);
const preApprovals = lookup(preApprovalLabels, {
  pre_approved: ['yes', 'y', 'true', 'approved', 'preapproved', 'prequalified', 'pre-qualified'],
  cash_buyer: ['cash', 'all cash', 'cash purchase'],
  not_yet: ['no', 'n', 'false', 'not approved', 'not pre-approved', 'needs lender'],
  unknown: ['', 'unsure', 'not sure', "don't know"],
});

export function mapStatus(text: string): LeadStatus | null {
  return statuses.get(normalizeValue(text)) ?? null;
}

export function mapPriority(text: string): LeadPriority | null {
  return priorities.get(normalizeValue(text)) ?? null;
}

/** The source code, or null when unknown (the caller files it under 'other'). */
export function mapSource(text: string): LeadSource | null {
  const key = normalizeValue(text);
  const exact = sources.get(key);
  if (exact) return exact;
  return sourceKeywords.find(([word]) => key.includes(word))?.[1] ?? null;
}

/** "Single Family, Condo" → the first type named. */
export function mapPropertyType(text: string): LeadPropertyType | null {
  const first = text.split(/[,;|]/)[0] ?? '';
  return propertyTypes.get(normalizeValue(text)) ?? propertyTypes.get(normalizeValue(first)) ?? null;
}

const MONTHS_PER: Record<string, number> = { d: 1 / 30, w: 1 / 4.345, m: 1, y: 12 };
const UNIT = '(days?|weeks?|wks?|months?|mos?|years?|yrs?)';

/** A time span in months by its upper end ("3-6 months" → 6, "within 90 days" → 3). */
function spanMonths(text: string): { months: number; openEnded: boolean } | null {
  const t = text.toLowerCase().replace(/[–—]/g, '-');
  const toMonths = (n: string, unit: string) => Number(n) * (MONTHS_PER[unit.charAt(0)] ?? 1);
  const range = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(?:-|to)\\s*(\\d+(?:\\.\\d+)?)\\s*${UNIT}`).exec(t);
  if (range?.[2] && range[3]) return { months: toMonths(range[2], range[3]), openEnded: false };
  const plus = new RegExp(
    `(?:(\\d+(?:\\.\\d+)?)\\s*\\+\\s*${UNIT}|(?:over|more than|>)\\s*(\\d+(?:\\.\\d+)?)\\s*${UNIT})`,
  ).exec(t);
  if (plus) {
    const n = plus[1] ?? plus[3] ?? '0';
    return { months: toMonths(n, plus[2] ?? plus[4] ?? 'm'), openEnded: true };
  }
  const within = new RegExp(`^(?:within|under|less than|<|next|in)?\\s*(\\d+(?:\\.\\d+)?)\\s*${UNIT}$`).exec(t.trim());
  if (within?.[1] && within[2]) return { months: toMonths(within[1], within[2]), openEnded: false };
  return null;
}

/** Zillow's "0-3 months", "ASAP", "12+ months", "Just looking", and any other span of days to years. */
export function mapTimeline(text: string): LeadTimeline | null {
  const known = timelines.get(normalizeValue(text));
  if (known) return known;
  const span = spanMonths(text);
  if (!span) return null;
  const { months, openEnded } = span;
  if (openEnded)
    return months >= 12 ? 'over_12_months' : months >= 6 ? '6_12_months' : months >= 3 ? '3_6_months' : null;
  if (months <= 1) return 'asap';
  if (months <= 3) return '1_3_months';
  if (months <= 6) return '3_6_months';
  if (months <= 12) return '6_12_months';
  return 'over_12_months';
}

export function mapPreApproval(text: string): PreApprovalState | null {
  return preApprovals.get(normalizeValue(text)) ?? null;
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A calendar date as CRMs write it — 2026-03-14, 3/14/2026, 03/14/26, March 14, 2026 — as `YYYY-MM-DD`. */
export function parseCalendarDate(text: string): string | null {
  const t = text.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(t);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:\s.*)?$/.exec(t);
  const long = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) {
    const year = us[3] ?? '';
    [m, d, y] = [Number(us[1]), Number(us[2]), Number(year.length === 2 ? `20${year}` : year)];
  } else if (long) {
    m = MONTH_NAMES.indexOf((long[1] ?? '').slice(0, 3).toLowerCase()) + 1;
    [d, y] = [Number(long[2]), Number(long[3])];
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || y < 1900 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}
