// Conversion probability: how likely this lead is to become a client, from the record (timeline,
// pre-approval, budget against the market, source, status) and the engagement so far. Open leads'
// weights sum to 100. The tables are our judgement, written down so an agent can see exactly why a lead
// scored what it did; they are not measured conversion rates. "Not given" earns the neutral half weight.
import {
  leadSourceLabels,
  leadStatusLabels,
  leadTimelineLabels,
  preApprovalLabels,
  type Lead,
  type LeadSource,
  type LeadStatus,
  type LeadTimeline,
  type PreApprovalState,
} from '@bluebonnet/contracts';
import type { InsightFactor, ScoredFactors } from './types';

export const TIMELINE_WEIGHT = 20;
/** Sooner moves convert sooner; "not sure yet" is an answer, below the neutral points of no answer. */
export const TIMELINE_POINTS: Record<LeadTimeline, number> = {
  asap: 20,
  '1_3_months': 16,
  '3_6_months': 11,
  '6_12_months': 6,
  over_12_months: 2,
  unsure: 5,
};
export const TIMELINE_NEUTRAL = 10;

export const PRE_APPROVAL_WEIGHT = 20;
/** Financing in hand (or cash) is the clearest sign of a buyer; "unknown" means not asked yet. */
export const PRE_APPROVAL_POINTS: Record<PreApprovalState, number> = {
  pre_approved: 20,
  cash_buyer: 20,
  unknown: 10,
  not_yet: 4,
};

export const SOURCE_WEIGHT = 15;
/** A referral arrives trusting the agent and an open-house visitor has walked a home; a cold call has neither. */
export const SOURCE_POINTS: Record<LeadSource, number> = {
  referral: 15,
  open_house: 12,
  website: 8,
  zillow: 7,
  realtor_com: 7,
  social_media: 6,
  other: 5,
  cold_call: 3,
};

export const STATUS_WEIGHT = 15;
/** Open statuses only; converted and lost are handled as overrides below. */
export const STATUS_POINTS: Record<Exclude<LeadStatus, 'converted' | 'lost'>, number> = {
  qualified: 15,
  contacted: 8,
  nurturing: 6,
  new: 5,
};
/** A lost lead keeps its other factors visible but loses this many points (never below 0). */
export const LOST_PENALTY = 60;

export const ENGAGEMENT_WEIGHT = 15;

function timeline(t: LeadTimeline | null): InsightFactor {
  const base = { name: 'Timeline', weight: TIMELINE_WEIGHT };
  if (!t) return { ...base, points: TIMELINE_NEUTRAL, detail: 'No timeline on the record. No data: neutral points.' };
  return { ...base, points: TIMELINE_POINTS[t], detail: `Wants to move: ${leadTimelineLabels[t].toLowerCase()}.` };
}

function preApproval(p: PreApprovalState): InsightFactor {
  const detail =
    p === 'unknown'
      ? 'Pre-approval not known yet (not asked or not recorded): neutral points.'
      : `${preApprovalLabels[p]}.`;
  return { name: 'Pre-approval', weight: PRE_APPROVAL_WEIGHT, points: PRE_APPROVAL_POINTS[p], detail };
}

function source(s: LeadSource): InsightFactor {
  return { name: 'Lead source', weight: SOURCE_WEIGHT, points: SOURCE_POINTS[s], detail: `${leadSourceLabels[s]}.` };
}

function engagement(score: number, hasLog: boolean): InsightFactor {
  const points = Math.round((score * ENGAGEMENT_WEIGHT) / 100);
  const detail = hasLog
    ? `Engagement score ${score} of 100.`
    : `Engagement score ${score} of 100; no activity logged yet, so little to carry over.`;
  return { name: 'Engagement', weight: ENGAGEMENT_WEIGHT, points, detail };
}

function status(s: LeadStatus, others: number): InsightFactor {
  const name = 'Status';
  if (s === 'converted') {
    const fill = 100 - others;
    return { name, weight: fill, points: fill, detail: 'Converted: already your client, so this reads 100.' };
  }
  if (s === 'lost') {
    const off = Math.min(LOST_PENALTY, others);
    return {
      name,
      weight: STATUS_WEIGHT,
      points: -off,
      detail: `Marked lost: ${off} points taken off until the lead is reopened.`,
    };
  }
  return {
    name,
    weight: STATUS_WEIGHT,
    points: STATUS_POINTS[s],
    detail: `${leadStatusLabels[s]}.`,
  };
}

type Input = Pick<Lead, 'timeline' | 'preApproval' | 'source' | 'status'>;

export function conversionScore(
  lead: Input,
  budgetFactor: InsightFactor,
  engagementScore: number,
  hasLog: boolean,
): ScoredFactors {
  const open = [
    timeline(lead.timeline),
    preApproval(lead.preApproval),
    budgetFactor,
    source(lead.source),
    engagement(engagementScore, hasLog),
  ];
  const others = open.reduce((s, f) => s + f.points, 0);
  const factors = [...open, status(lead.status, others)];
  const total = factors.reduce((s, f) => s + f.points, 0);
  return { score: Math.max(0, Math.min(100, total)), factors };
}
