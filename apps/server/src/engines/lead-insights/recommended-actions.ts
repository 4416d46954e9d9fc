// The recommended actions: every rule's suggestion, most urgent first, at most MAX_ACTIONS.
import type { Lead, RecommendedLeadAction } from '@bluebonnet/contracts';
import type { ActivityFacts } from './activity-facts';
import { actionContext, type ActionRule } from './action-context';
import { firstContact, goneQuiet, planNextTouch, plannedFollowUp, switchChannel } from './contact-actions';
import { askForReferral, askPreApproval, longTermCheckIn, missingFacts, nextShowing } from './next-step-actions';

export const MAX_ACTIONS = 5;

/** Rule order breaks ties between actions of the same priority and due date. */
const RULES: readonly ActionRule[] = [
  firstContact,
  plannedFollowUp,
  switchChannel,
  goneQuiet,
  nextShowing,
  askPreApproval,
  missingFacts,
  longTermCheckIn,
  planNextTouch,
  askForReferral,
];

const RANK: Record<RecommendedLeadAction['priority'], number> = { high: 0, medium: 1, low: 2 };

export function recommendedActions(
  lead: Lead,
  facts: ActivityFacts,
  today: string,
  now: Date,
): RecommendedLeadAction[] {
  const ctx = actionContext(lead, facts, today, now);
  const found: { action: RecommendedLeadAction; order: number }[] = [];
  RULES.forEach((rule, order) => {
    const action = rule(ctx);
    if (action) found.push({ action, order });
  });
  found.sort(
    (a, b) =>
      RANK[a.action.priority] - RANK[b.action.priority] ||
      (a.action.dueDate < b.action.dueDate ? -1 : a.action.dueDate > b.action.dueDate ? 1 : 0) ||
      a.order - b.order,
  );
  return found.slice(0, MAX_ACTIONS).map((f) => f.action);
}
