import type { Lead } from '@bluebonnet/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { LeadActivitiesService } from './lead-activities.service';
import type { ActivityDraft } from './lead-writer';
import type { LeadFollowUp, LeadsPort } from './leads-port';
import { fullName, toLead } from './leads.mapper';
import { findLead, followUpLeads, listLeads } from './leads.repository';

/** Bounds for callers of `search` (a picker shows a screenful, not the whole book). */
const SEARCH_MAX = 200;
/** The calendar feed's follow-ups: every open lead with a date, up to a bound no agent reaches. */
const FEED_FOLLOW_UPS_MAX = 20_000;

/** What other features may do with leads, always as one realtor and only with their own. */
export class LeadsReader implements LeadsPort {
  constructor(
    private readonly db: Db,
    private readonly activities: LeadActivitiesService,
    private readonly today: () => string,
  ) {}

  async get(realtorId: number, leadId: number): Promise<Lead | null> {
    const row = await findLead(this.db, realtorId, leadId);
    return row ? toLead(row) : null;
  }

  async search(realtorId: number, search: string | undefined, limit: number): Promise<Lead[]> {
    const rows = await listLeads(this.db, realtorId, {
      filter: 'all',
      search: search?.slice(0, 100),
      limit: Math.min(Math.max(1, Math.floor(limit)), SEARCH_MAX),
      today: this.today(),
    });
    return rows.map(toLead);
  }

  async logActivity(realtorId: number, leadId: number, activity: ActivityDraft): Promise<boolean> {
    try {
      await this.activities.add(realtorId, leadId, activity);
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === 'not_found') return false;
      throw err;
    }
  }

  async followUps(realtorId: number): Promise<LeadFollowUp[]> {
    const rows = await followUpLeads(this.db, realtorId, undefined, FEED_FOLLOW_UPS_MAX);
    return rows.map((row) => ({
      leadId: row.id,
      name: fullName(row),
      date: row.nextFollowUpDate ?? '',
      phone: row.phone,
      email: row.email,
    }));
  }
}
