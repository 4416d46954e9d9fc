// One pass over the activity log: the facts every rule reads (last contact, counts, outcomes), so the
// rules stay small and the engine reads the log once.
import type { ActivityOutcome, ActivityType, Lead, LeadActivity } from '@bluebonnet/contracts';

const DAY_MS = 86_400_000;

/** Calls, emails, meetings and showings reach the client; a note is the agent's own record. */
export const isContact = (type: ActivityType) => type !== 'note';

export type ActivityFacts = {
  /** Activities newest first (ties broken by id, so the order never depends on the caller's). */
  newestFirst: LeadActivity[];
  contacts: LeadActivity[];
  /** Whole days since the latest contact (record or log), null when there was none; never negative. */
  daysSinceContact: number | null;
  /** Contacts not marked "no response" (an unrecorded outcome is not held against the lead). */
  reached: LeadActivity[];
  /** Contacts with a recorded outcome, and how many of those got any response. */
  withOutcome: number;
  responded: number;
  /** How many of the newest contacts in a row got no response. */
  noResponseRun: LeadActivity[];
};

/** Milliseconds of an ISO timestamp; null when absent or unreadable. */
export function timeOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}

export function daysBetween(earlierMs: number, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - earlierMs) / DAY_MS));
}

const byNewest = (a: LeadActivity, b: LeadActivity) =>
  (timeOf(b.createdAt) ?? 0) - (timeOf(a.createdAt) ?? 0) || b.id - a.id;

const answered = (o: ActivityOutcome | null) => o !== null && o !== 'no_response';

export function activityFacts(lead: Lead, activities: readonly LeadActivity[], now: Date): ActivityFacts {
  const newestFirst = [...activities].sort(byNewest);
  const contacts = newestFirst.filter((a) => isContact(a.type));
  let latest = timeOf(lead.lastContactAt);
  const first = timeOf(contacts[0]?.createdAt);
  if (first !== null && (latest === null || first > latest)) latest = first;
  let withOutcome = 0;
  let responded = 0;
  for (const c of contacts) {
    if (c.outcome === null) continue;
    withOutcome += 1;
    if (answered(c.outcome)) responded += 1;
  }
  const run: LeadActivity[] = [];
  for (const c of contacts) {
    if (c.outcome !== 'no_response') break;
    run.push(c);
  }
  return {
    newestFirst,
    contacts,
    daysSinceContact: latest === null ? null : daysBetween(latest, now),
    reached: contacts.filter((c) => c.outcome !== 'no_response'),
    withOutcome,
    responded,
    noResponseRun: run,
  };
}
