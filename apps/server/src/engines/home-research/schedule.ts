// When a research profile runs next: daily +1 day, weekly +7, bi-weekly +14, monthly +1 calendar month
// (the 31st becomes the month's last day). Works on a date (YYYY-MM-DD) or an ISO timestamp, in UTC.
import type { researchFrequencies } from '@bluebonnet/contracts';

export type ResearchFrequency = (typeof researchFrequencies)[number];

const DAYS: Record<Exclude<ResearchFrequency, 'monthly'>, number> = { daily: 1, weekly: 7, 'bi-weekly': 14 };

function addOneMonth(d: Date): Date {
  const out = new Date(d);
  const day = d.getUTCDate();
  out.setUTCDate(1);
  out.setUTCMonth(out.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate();
  out.setUTCDate(Math.min(day, lastDay));
  return out;
}

/** '2026-01-31' monthly → '2026-02-28'; '2026-11-21T09:00:00.000Z' weekly → '2026-11-28T09:00:00.000Z'. */
export function nextResearchDate(from: string, frequency: ResearchFrequency): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(from);
  const start = new Date(dateOnly ? `${from}T00:00:00.000Z` : from);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Not a date: ${from}`);
  const next = frequency === 'monthly' ? addOneMonth(start) : new Date(start.getTime() + DAYS[frequency] * 86_400_000);
  const iso = next.toISOString();
  return dateOnly ? iso.slice(0, 10) : iso;
}
