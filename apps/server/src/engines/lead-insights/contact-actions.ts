// Actions about keeping in touch: first contact, a planned follow-up, a lead gone quiet, and a change
// of channel after unanswered attempts. Reasons quote only the record and the log.
import { leadSourceLabels, leadTimelineLabels, type LeadTimeline } from '@bluebonnet/contracts';
import { daysUntil, formatLongDate, listText, plural } from '@bluebonnet/domain';
import { daysBetween, timeOf } from './activity-facts';
import { inDays, reachOut, type ActionRule } from './action-context';
import { countsByType, daysAgo, typeWord } from './wording';

/** Days of silence after which a lead needs a touch, by timeline: the sooner the move, the sooner. */
export const STALE_AFTER_DAYS: Record<LeadTimeline, number> = {
  asap: 2,
  '1_3_months': 3,
  '3_6_months': 7,
  '6_12_months': 14,
  over_12_months: 30,
  unsure: 7,
};
export const STALE_DEFAULT_DAYS = 7;
/** A lead the agent put on a long-term drip is fine with a touch every two weeks. */
export const NURTURING_MIN_DAYS = 14;

export const staleAfter = (timeline: LeadTimeline | null, nurturing: boolean) => {
  const days = timeline ? STALE_AFTER_DAYS[timeline] : STALE_DEFAULT_DAYS;
  return nurturing ? Math.max(days, NURTURING_MIN_DAYS) : days;
};

/** Speed to lead: a lead with no contact at all is reached within a day. */
export const firstContact: ActionRule = (ctx) => {
  if (!ctx.open || ctx.facts.daysSinceContact !== null) return null;
  const created = timeOf(ctx.lead.createdAt);
  const added = created === null ? '' : `, added ${daysAgo(daysBetween(created, ctx.now))}`;
  const who = ctx.lead.status === 'new' ? 'New lead' : 'Lead';
  return {
    action: reachOut(ctx),
    reason: `${who} (source: ${leadSourceLabels[ctx.lead.source]})${added}; no contact logged yet.`,
    dueDate: ctx.today,
    priority: 'high',
  };
};

/** A follow-up date the agent set is due on that date, whatever the status. */
export const plannedFollowUp: ActionRule = (ctx) => {
  if (!ctx.followUp) return null;
  const diff = daysUntil(ctx.today, ctx.followUp);
  const when = formatLongDate(ctx.followUp);
  const reason =
    diff < 0
      ? `Follow-up was planned for ${when}, ${plural(-diff, 'day')} ago.`
      : diff === 0
        ? 'Follow-up planned for today.'
        : `Follow-up planned for ${when}.`;
  return {
    action: `Follow up with ${ctx.name}`,
    reason,
    dueDate: ctx.followUp,
    priority: diff <= 0 ? 'high' : diff <= 3 ? 'medium' : 'low',
  };
};

/** Two or more unanswered attempts in a row: try a channel not used in that run. */
export const switchChannel: ActionRule = (ctx) => {
  const run = ctx.facts.noResponseRun;
  if (!ctx.open || run.length < 2) return null;
  const used = new Set(run.map((a) => a.type));
  const options = [
    ctx.hasPhone && !used.has('call') ? 'phone' : null,
    ctx.canText ? 'text message' : null,
    !used.has('email') ? 'email' : null,
  ].filter((o): o is string => o !== null);
  // run.length >= 2, so the word is always plural.
  const kinds = used.size === 1 ? `${typeWord(run[0]!.type)}s` : 'contacts';
  const mix = used.size === 1 ? '' : ` (${countsByType(run.map((a) => a.type))})`;
  const consent = ctx.canText ? ' They agreed to text messages.' : '';
  const latest = timeOf(run[0]!.createdAt);
  const when = latest === null ? '' : `; the latest was ${daysAgo(daysBetween(latest, ctx.now))}`;
  const d = ctx.facts.daysSinceContact ?? 0;
  const quiet = d >= staleAfter(ctx.lead.timeline, ctx.lead.status === 'nurturing');
  return {
    action: options.length
      ? `Reach ${ctx.name} by ${listText(options, 'or')} instead`
      : `Try ${ctx.name} at a different time of day`,
    reason: `The last ${run.length} ${kinds}${mix} got no response${when}.${consent}`,
    dueDate: ctx.today,
    priority: run.length >= 3 || quiet ? 'high' : 'medium',
  };
};

/** No contact for longer than the timeline allows, with no follow-up already planned. */
export const goneQuiet: ActionRule = (ctx) => {
  const d = ctx.facts.daysSinceContact;
  // A planned follow-up, a channel switch or a showing to book already covers it.
  const covered = ctx.followUp || ctx.facts.noResponseRun.length >= 2 || ctx.goodShowingDays !== null;
  if (!ctx.open || d === null || covered) return null;
  const { timeline, status, priority } = ctx.lead;
  const limit = staleAfter(timeline, status === 'nurturing');
  if (d < limit) return null;
  const pace = timeline
    ? ` Timeline: ${leadTimelineLabels[timeline].toLowerCase()}; aim for contact every ${plural(limit, 'day')}.`
    : ` Aim for contact every ${plural(limit, 'day')}.`;
  return {
    action: reachOut(ctx),
    reason: `No contact for ${plural(d, 'day')}.${pace}`,
    dueDate: inDays(ctx, 0),
    priority: d >= 2 * limit || timeline === 'asap' || priority === 'high' ? 'high' : 'medium',
  };
};

/**
 * In touch, nothing planned and not yet quiet: suggest the date the lead would go quiet, so "Set as
 * follow-up" puts the next touch on the calendar before it is late. Long timelines have their check-in.
 */
export const planNextTouch: ActionRule = (ctx) => {
  const d = ctx.facts.daysSinceContact;
  const { timeline, status } = ctx.lead;
  const long = timeline === '6_12_months' || timeline === 'over_12_months' || timeline === 'unsure';
  const covered = ctx.followUp || ctx.facts.noResponseRun.length >= 2 || ctx.goodShowingDays !== null;
  if (!ctx.open || d === null || covered || long) return null;
  const limit = staleAfter(timeline, status === 'nurturing');
  if (d >= limit) return null; // goneQuiet asks for contact today instead
  const pace = timeline ? `timeline ${leadTimelineLabels[timeline].toLowerCase()}: ` : '';
  return {
    action: `Plan the next touch with ${ctx.name}`,
    reason: `Last contact ${daysAgo(d)} and no follow-up date is set (${pace}aim for contact every ${plural(limit, 'day')}).`,
    dueDate: inDays(ctx, limit - d),
    priority: 'low',
  };
};
