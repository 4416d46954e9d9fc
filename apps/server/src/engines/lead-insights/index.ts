// The lead-insights engine (spec realtor-tools §3.2, §9): a lead and its activity log → scores with
// named factors, actions and a summary. The LLM task that may reword its prose is
// providers/ai/tasks/lead-analysis.
export { computeLeadInsights, LEAD_SCORING_SOURCE } from './compute-lead-insights';
export { BUDGET_NEUTRAL, BUDGET_RATIO_POINTS, BUDGET_WEIGHT } from './budget-market';
export {
  ENGAGEMENT_WEIGHT,
  LOST_PENALTY,
  PRE_APPROVAL_POINTS,
  PRE_APPROVAL_WEIGHT,
  SOURCE_POINTS,
  SOURCE_WEIGHT,
  STATUS_POINTS,
  STATUS_WEIGHT,
  TIMELINE_NEUTRAL,
  TIMELINE_POINTS,
  TIMELINE_WEIGHT,
} from './conversion-score';
export {
  CONTACT_POINTS,
  CONTACTS_WEIGHT,
  OUTCOME_VALUE,
  OUTCOME_WINDOW,
  OUTCOMES_WEIGHT,
  RECENCY_POINTS,
  RECENCY_WEIGHT,
  RESPONSE_WEIGHT,
} from './engagement-score';
export { STALE_AFTER_DAYS, staleAfter } from './contact-actions';
export { MAX_ACTIONS } from './recommended-actions';
export type { LeadInsightsInput, LeadInsightsResult } from './types';
