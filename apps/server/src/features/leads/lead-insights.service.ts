import { type AiMeta, type LeadActivity, type LeadInsights, MAX_ID } from '@bluebonnet/contracts';
import { texasToday } from '@bluebonnet/domain';
import type { Db } from '../../db/client';
import type { LeadRow } from '../../db/schema/index';
import { computeLeadInsights, type LeadInsightsResult } from '../../engines/lead-insights/index';
import { notFound } from '../../lib/app-error';
import type { AiEngine } from '../../providers/ai/index';
import { leadAnalysisTask } from '../../providers/ai/tasks/lead-analysis/index';
import type { ReferenceData } from '../../reference-data/index';
import { listActivities } from './lead-activities.repository';
import { toLead, toLeadActivity } from './leads.mapper';
import { findLead, type LeadListRow, updateLead } from './leads.repository';

/** The activities the engine reads: far more than any rule looks back over. */
export const INSIGHT_ACTIVITIES = 500;

/** What a lead row stores of its insights. */
export type InsightColumns = Pick<LeadRow, 'insights' | 'engagementScore' | 'conversionProbability'>;

/** An activity not stored yet: it sorts as the newest, whatever the others' ids. */
export const draftActivity = (a: Pick<LeadActivity, 'type' | 'description' | 'outcome'>, at: Date): LeadActivity => ({
  ...a,
  id: MAX_ID,
  leadId: 0,
  createdAt: at.toISOString(),
});

/**
 * The lead's scores, factors and recommended actions, from the deterministic engine. Computed and
 * stored whenever the record changes or an activity is logged; a reading from an earlier day is
 * recomputed on read, since "days since contact" and due dates move with the calendar.
 */
export class LeadInsightsService {
  constructor(
    private readonly db: Db,
    private readonly ai: AiEngine,
    private readonly clock: () => Date,
    private readonly reference: ReferenceData,
  ) {}

  /** The engine's reading of a lead (stored or about to be) with these activities. */
  compute(row: LeadListRow, activities: readonly LeadActivity[]): LeadInsights {
    const now = this.clock();
    const result = computeLeadInsights(this.input(row, activities, now));
    return this.withMeta(row.id, result, now, {
      engine: 'offline',
      generatedAt: now.toISOString(),
      sources: result.sources,
    });
  }

  /** The columns that store a reading. */
  columns(insights: LeadInsights): InsightColumns {
    return {
      insights,
      engagementScore: insights.engagementScore,
      conversionProbability: insights.conversionProbability,
    };
  }

  /** The reading of a stored lead whose record is changing to `row`, from its stored activities. */
  async forChangedLead(row: LeadListRow): Promise<InsightColumns> {
    const activities = await listActivities(this.db, row.id, INSIGHT_ACTIVITIES);
    return this.columns(this.compute(row, activities.map(toLeadActivity)));
  }

  /** The stored reading if it is today's, else a fresh one (stored). */
  async get(realtorId: number, leadId: number): Promise<LeadInsights> {
    const row = await findLead(this.db, realtorId, leadId);
    if (!row) throw notFound('Lead');
    if (row.insights && this.isFresh(row.insights)) return { ...row.insights, leadId: row.id };
    const activities = await listActivities(this.db, row.id, INSIGHT_ACTIVITIES);
    const insights = this.compute(row, activities.map(toLeadActivity));
    await updateLead(this.db, realtorId, leadId, this.columns(insights));
    return insights;
  }

  /**
   * A fresh reading whose prose an LLM may rewrite when one is configured (the scores, factors and
   * due dates stay the engine's). Without an LLM it is the engine's own reading.
   */
  async aiAnalysis(realtorId: number, leadId: number): Promise<LeadInsights> {
    const row = await findLead(this.db, realtorId, leadId);
    if (!row) throw notFound('Lead');
    const activities = (await listActivities(this.db, row.id, INSIGHT_ACTIVITIES)).map(toLeadActivity);
    const now = this.clock();
    const { output, meta } = await this.ai.run(leadAnalysisTask, this.input(row, activities, now));
    const insights = this.withMeta(row.id, output, now, meta);
    if (!(await updateLead(this.db, realtorId, leadId, this.columns(insights)))) throw notFound('Lead');
    return insights;
  }

  private input(row: LeadListRow, activities: readonly LeadActivity[], now: Date) {
    return { lead: toLead(row), activities, now, today: texasToday(now), referenceData: this.reference };
  }

  private withMeta(leadId: number, result: LeadInsightsResult, now: Date, meta: AiMeta): LeadInsights {
    const { sources: _sources, ...reading } = result;
    return { ...reading, leadId, computedAt: now.toISOString(), meta };
  }

  private isFresh(insights: LeadInsights): boolean {
    return texasToday(new Date(insights.computedAt)) === texasToday(this.clock());
  }
}
