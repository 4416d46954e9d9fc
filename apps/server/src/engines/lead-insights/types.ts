import type { AiSource, InsightFactor, Lead, LeadActivity, LeadInsights } from '@bluebonnet/contracts';
import type { ReferenceData } from '../../reference-data/index';

/** What the engine reads: the lead, its activities (any order), the clock and the market tables. */
export type LeadInsightsInput = {
  lead: Lead;
  activities: readonly LeadActivity[];
  /** The moment of computation: "days since" counts are whole 24-hour periods back from it. */
  now: Date;
  /** The realtor's date (`YYYY-MM-DD`, Central time): due dates count from it. */
  today: string;
  referenceData: ReferenceData;
};

/** Everything of LeadInsights the engine decides, plus the named, dated data it used (for meta). */
export type LeadInsightsResult = Omit<LeadInsights, 'leadId' | 'computedAt' | 'meta'> & { sources: AiSource[] };

export type ScoredFactors = { score: number; factors: InsightFactor[] };

export type { InsightFactor };
