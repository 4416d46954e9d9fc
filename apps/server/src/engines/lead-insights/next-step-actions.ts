// Actions that move a lead forward: after a good showing, financing, the facts still missing, a
// long-timeline check-in, and a referral ask once converted. Reasons quote only the record and the log.
import { leadTimelineLabels, preApprovalLabels } from '@bluebonnet/contracts';
import { listText } from '@bluebonnet/domain';
import { inDays, type ActionRule } from './action-context';
import { daysAgo } from './wording';

export const nextShowing: ActionRule = (ctx) => {
  const days = ctx.goodShowingDays;
  if (!ctx.open || days === null) return null;
  return {
    action: `Schedule the next showing with ${ctx.name}`,
    reason: `The last property showing (${daysAgo(days)}) was marked positive.`,
    dueDate: inDays(ctx, 1),
    priority: 'high',
  };
};

/** Financing is the next step once the lead is warm or the move is close and there is no pre-approval. */
export const askPreApproval: ActionRule = (ctx) => {
  const { preApproval, timeline, status } = ctx.lead;
  if (!ctx.open || (preApproval !== 'not_yet' && preApproval !== 'unknown')) return null;
  const showing = ctx.goodShowingDays !== null;
  const soon = timeline === 'asap' || timeline === '1_3_months';
  const why = showing
    ? 'The last property showing was marked positive'
    : soon
      ? `Wants to move ${leadTimelineLabels[timeline!].toLowerCase()}`
      : status === 'qualified'
        ? 'Marked qualified'
        : null;
  if (!why) return null;
  const state = preApproval === 'unknown' ? 'pre-approval is not recorded' : preApprovalLabels.not_yet.toLowerCase();
  return {
    action:
      preApproval === 'unknown'
        ? `Ask ${ctx.name} about mortgage pre-approval`
        : `Help ${ctx.name} get pre-approved (suggest a lender)`,
    reason: `${why}; ${state}.`,
    dueDate: inDays(ctx, 2),
    priority: showing || timeline === 'asap' ? 'high' : 'medium',
  };
};

export const missingFacts: ActionRule = (ctx) => {
  if (!ctx.open) return null;
  const { budget, timeline, preferredAreas } = ctx.lead;
  const missing = [
    budget === null || budget <= 0 ? 'budget' : null,
    timeline ? null : 'timeline',
    preferredAreas?.trim() ? null : 'preferred areas',
  ].filter((m): m is string => m !== null);
  if (!missing.length) return null;
  const first = ctx.facts.daysSinceContact === null;
  return {
    action: `Ask ${ctx.name} about ${listText(missing)}${first ? ' on the first call' : ''}`,
    reason: `Not on the record yet: ${listText(missing)}.`,
    dueDate: inDays(ctx, first ? 0 : 3),
    priority: 'low',
  };
};

/** A long or open timeline with nothing planned: a regular check-in keeps the agent in mind. */
export const longTermCheckIn: ActionRule = (ctx) => {
  const t = ctx.lead.timeline;
  const long = t === '6_12_months' || t === 'over_12_months' || t === 'unsure';
  if (!ctx.open || !long || ctx.followUp || ctx.facts.daysSinceContact === null) return null;
  return {
    action: `Set a monthly check-in with ${ctx.name}`,
    reason: `Timeline: ${leadTimelineLabels[t].toLowerCase()}, and no follow-up date is set.`,
    dueDate: inDays(ctx, 1),
    priority: 'low',
  };
};

export const askForReferral: ActionRule = (ctx) =>
  ctx.lead.status === 'converted'
    ? {
        action: `Ask ${ctx.name} for a review and referrals`,
        reason: 'Marked converted: ask while the experience is fresh.',
        dueDate: inDays(ctx, 7),
        priority: 'low',
      }
    : null;
