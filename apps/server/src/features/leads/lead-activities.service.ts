import type { LeadActivity } from '@bluebonnet/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { insertActivity, listActivities } from './lead-activities.repository';
import { draftActivity, INSIGHT_ACTIVITIES, type LeadInsightsService } from './lead-insights.service';
import { type ActivityDraft, isContact } from './lead-writer';
import { toLeadActivity } from './leads.mapper';
import { findLead, ownsLead, updateLead } from './leads.repository';

/** The activity log the detail panel lists (the panel shows the latest 5; the log keeps them all). */
const ACTIVITIES_LISTED = 500;

/** What happened with a lead: calls, emails, meetings, showings and notes. */
export class LeadActivitiesService {
  constructor(
    private readonly db: Db,
    private readonly insights: LeadInsightsService,
    private readonly clock: () => Date,
  ) {}

  async list(realtorId: number, leadId: number): Promise<LeadActivity[]> {
    if (!(await ownsLead(this.db, realtorId, leadId))) throw notFound('Lead');
    return (await listActivities(this.db, leadId, ACTIVITIES_LISTED)).map(toLeadActivity);
  }

  /**
   * Logs the activity and stores the insights it leads to, in one short transaction (the engine runs
   * before it). A contact sets the lead's last contact; the status is the agent's to change — a
   * call logged on a 'new' lead leaves it 'new' (the insights suggest moving it on).
   */
  async add(realtorId: number, leadId: number, activity: ActivityDraft): Promise<LeadActivity> {
    const lead = await findLead(this.db, realtorId, leadId);
    if (!lead) throw notFound('Lead');
    const now = this.clock();
    const contact = isContact(activity.type);
    const earlier = (await listActivities(this.db, leadId, INSIGHT_ACTIVITIES)).map(toLeadActivity);
    const draft = draftActivity({ ...activity, outcome: activity.outcome ?? null }, now);
    const changed = { ...lead, lastContactAt: contact ? now : lead.lastContactAt };
    const insights = this.insights.compute(changed, [draft, ...earlier]);
    const row = await this.db.transaction(async (tx) => {
      const stored = await updateLead(tx, realtorId, leadId, {
        ...this.insights.columns(insights),
        ...(contact ? { lastContactAt: now } : {}),
      });
      if (!stored) return undefined; // deleted meanwhile
      return insertActivity(tx, {
        leadId,
        type: activity.type,
        description: activity.description,
        outcome: activity.outcome ?? null,
        createdAt: now,
      });
    });
    if (!row) throw notFound('Lead');
    return toLeadActivity(row);
  }
}
