// Engagement: how the lead has responded so far, from the activity log alone (plus the record's own
// last-contact time). Four factors, weights summing to 100. The point tables are our judgement of what
// an agent would call engaged, not measured statistics; every factor only gains from more recent
// contact or another positive outcome, which the property tests hold it to.
import type { ActivityOutcome } from '@bluebonnet/contracts';
import { plural } from '@bluebonnet/domain';
import type { ActivityFacts } from './activity-facts';
import type { InsightFactor, ScoredFactors } from './types';
import { countsByOutcome, countsByType, daysAgo } from './wording';

export const RECENCY_WEIGHT = 30;
export const CONTACTS_WEIGHT = 20;
export const OUTCOMES_WEIGHT = 30;
export const RESPONSE_WEIGHT = 20;

/** [most days since last contact, points]: a reply this week is hot, a month of silence is cold. */
export const RECENCY_POINTS: readonly (readonly [number, number])[] = [
  [1, 30],
  [3, 26],
  [7, 21],
  [14, 15],
  [30, 9],
  [60, 4],
  [90, 2],
];

/** Points by the number of contacts that reached the client; six or more earns the full weight. */
export const CONTACT_POINTS = [0, 7, 11, 14, 16, 18, 20] as const;

/** What one recorded outcome is worth: a "no" is still a conversation, silence is not. */
export const OUTCOME_VALUE: Record<ActivityOutcome, number> = {
  positive: 1,
  neutral: 0.6,
  negative: 0.25,
  no_response: 0,
};
/** Only the latest outcomes count: how a lead answers now matters more than months ago. */
export const OUTCOME_WINDOW = 5;

const NO_ACTIVITY = 'No activity logged yet';

function recency(facts: ActivityFacts, hasLog: boolean): InsightFactor {
  const d = facts.daysSinceContact;
  const base = { name: 'Last contact', weight: RECENCY_WEIGHT };
  if (d === null) return { ...base, points: 0, detail: 'No contact logged yet.' };
  const points = RECENCY_POINTS.find(([max]) => d <= max)?.[1] ?? 0;
  const from = hasLog ? '' : ' (from the lead record; no activity logged yet)';
  return { ...base, points, detail: `Last contact ${daysAgo(d)}${from}.` };
}

function contacts(facts: ActivityFacts, hasLog: boolean): InsightFactor {
  const n = facts.reached.length;
  const base = { name: 'Contacts made', weight: CONTACTS_WEIGHT };
  const points = CONTACT_POINTS[Math.min(n, CONTACT_POINTS.length - 1)]!;
  if (!hasLog) return { ...base, points, detail: `${NO_ACTIVITY}.` };
  if (!facts.contacts.length)
    return { ...base, points, detail: 'No calls, emails, meetings or showings logged yet, only notes.' };
  if (!n)
    return {
      ...base,
      points,
      detail: `${plural(facts.contacts.length, 'contact')} logged; none reached the client (no response).`,
    };
  return { ...base, points, detail: `${countsByType(facts.reached.map((a) => a.type))} reached the client.` };
}

function outcomes(facts: ActivityFacts, hasLog: boolean): InsightFactor {
  const latest: ActivityOutcome[] = [];
  for (const a of facts.newestFirst) {
    if (a.outcome) latest.push(a.outcome);
    if (latest.length === OUTCOME_WINDOW) break;
  }
  const base = { name: 'Outcomes', weight: OUTCOMES_WEIGHT };
  if (!hasLog) return { ...base, points: 0, detail: `${NO_ACTIVITY}.` };
  if (!latest.length)
    return {
      ...base,
      points: 0,
      detail: `No outcome recorded on the ${plural(facts.newestFirst.length, 'activity', 'activities')} logged.`,
    };
  const mean = latest.reduce((s, o) => s + OUTCOME_VALUE[o], 0) / latest.length;
  const which = latest.length === 1 ? 'Latest recorded outcome' : `Latest ${latest.length} recorded outcomes`;
  return { ...base, points: Math.round(OUTCOMES_WEIGHT * mean), detail: `${which}: ${countsByOutcome(latest)}.` };
}

function response(facts: ActivityFacts, hasLog: boolean): InsightFactor {
  const base = { name: 'Response to outreach', weight: RESPONSE_WEIGHT };
  if (!hasLog) return { ...base, points: 0, detail: `${NO_ACTIVITY}.` };
  if (!facts.withOutcome)
    return { ...base, points: 0, detail: 'No call, email, meeting or showing has a recorded outcome yet.' };
  const share = facts.responded / facts.withOutcome;
  return {
    ...base,
    points: Math.round(RESPONSE_WEIGHT * share),
    detail: `${facts.responded} of ${plural(facts.withOutcome, 'contact')} with a recorded outcome got a response (${Math.round(share * 100)} %).`,
  };
}

export function engagementScore(facts: ActivityFacts): ScoredFactors {
  const hasLog = facts.newestFirst.length > 0;
  const factors = [recency(facts, hasLog), contacts(facts, hasLog), outcomes(facts, hasLog), response(facts, hasLog)];
  const total = factors.reduce((s, f) => s + f.points, 0);
  return { score: Math.max(0, Math.min(100, total)), factors };
}
