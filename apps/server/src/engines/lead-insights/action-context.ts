// What every action rule reads, worked out once: the name to address, the channels on file, the day.
import type { Lead, RecommendedLeadAction } from '@bluebonnet/contracts';
import { addCalendarDays, isCivilDate } from '@bluebonnet/domain';
import { daysBetween, timeOf, type ActivityFacts } from './activity-facts';

/** A showing older than this is no longer "just went well". */
export const SHOWING_FRESH_DAYS = 14;

export type ActionContext = {
  lead: Lead;
  facts: ActivityFacts;
  today: string;
  now: Date;
  name: string;
  open: boolean;
  hasPhone: boolean;
  canText: boolean;
  /** The record's follow-up date when it is a real date. */
  followUp: string | null;
  /** Days since the latest showing when it was marked positive and is fresh; else null. */
  goodShowingDays: number | null;
};

export type ActionRule = (ctx: ActionContext) => RecommendedLeadAction | null;

function goodShowingDays(facts: ActivityFacts, now: Date): number | null {
  const showing = facts.contacts.find((a) => a.type === 'property_showing');
  const t = timeOf(showing?.createdAt);
  if (showing?.outcome !== 'positive' || t === null) return null;
  const days = daysBetween(t, now);
  return days <= SHOWING_FRESH_DAYS ? days : null;
}

export function actionContext(lead: Lead, facts: ActivityFacts, today: string, now: Date): ActionContext {
  const hasPhone = Boolean(lead.phone?.trim());
  return {
    lead,
    facts,
    today,
    now,
    name: lead.firstName.trim() || 'the lead',
    open: lead.status !== 'converted' && lead.status !== 'lost',
    hasPhone,
    canText: hasPhone && lead.smsConsent,
    followUp: lead.nextFollowUpDate && isCivilDate(lead.nextFollowUpDate) ? lead.nextFollowUpDate : null,
    goodShowingDays: goodShowingDays(facts, now),
  };
}

export const inDays = (ctx: ActionContext, days: number) => addCalendarDays(ctx.today, days);

/** Call when there is a number on file, otherwise email (every lead has an email). */
export const reachOut = (ctx: ActionContext) => `${ctx.hasPhone ? 'Call' : 'Email'} ${ctx.name} today`;
