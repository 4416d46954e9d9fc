// Small phrase helpers shared by the factor details, actions and summary: plain English from the
// contract's label tables, never the stored codes.
import {
  activityOutcomeLabels,
  activityTypeLabels,
  type ActivityOutcome,
  type ActivityType,
} from '@bluebonnet/contracts';
import { listText, plural } from '@bluebonnet/domain';

/** 0 → 'less than a day ago', 9 → '9 days ago'. */
export function daysAgo(days: number): string {
  return days === 0 ? 'less than a day ago' : `${plural(days, 'day')} ago`;
}

const typeWord = (type: ActivityType) => activityTypeLabels[type].toLowerCase();

/** { call: 2, property_showing: 1 } → '2 calls and 1 property showing'. */
export function countsByType(types: readonly ActivityType[]): string {
  const counts = new Map<ActivityType, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return listText([...counts].map(([t, n]) => plural(n, typeWord(t))));
}

/** '3 positive, 1 neutral and 1 no response', in the label table's order. */
export function countsByOutcome(outcomes: readonly ActivityOutcome[]): string {
  const order = Object.keys(activityOutcomeLabels) as ActivityOutcome[];
  const parts = order
    .map((o) => [o, outcomes.filter((x) => x === o).length] as const)
    .filter(([, n]) => n > 0)
    .map(([o, n]) => `${n} ${activityOutcomeLabels[o].toLowerCase()}`);
  return listText(parts);
}

export { typeWord };
