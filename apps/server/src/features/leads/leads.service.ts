import {
  type FollowUps,
  type Lead,
  LEAD_THIS_WEEK_DAYS,
  type LeadStats,
  type listLeadsQuery,
  type ParsedCreateLeadRequest,
  type ParsedUpdateLeadRequest,
} from '@bluebonnet/contracts';
import { texasToday } from '@bluebonnet/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { NewLeadRow } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { duplicateEditError, duplicateKeysOf, duplicateLeadError } from './duplicates';
import type { LeadInsightsService } from './lead-insights.service';
import { toLead } from './leads.mapper';
import {
  deleteLead,
  findDuplicate,
  findLead,
  followUpLeads,
  leadStats,
  listLeads,
  ownsLead,
  updateLead,
} from './leads.repository';
import { draftFromRequest, type LeadWriter } from './lead-writer';

export type ParsedListQuery = z.output<typeof listLeadsQuery>;

const EXPIRED_PAGE_LINK = 'This page link has expired. Reload the list.';
/** The follow-up list at the top of the panel; the stat card counts them all. */
const FOLLOW_UPS_SHOWN = 500;
const DAY_MS = 86_400_000;

/** The realtor's leads: list, add, edit, remove, the stat cards and the follow-ups due. */
export class LeadsService {
  constructor(
    private readonly db: Db,
    private readonly writer: LeadWriter,
    private readonly insights: LeadInsightsService,
    private readonly clock: () => Date,
  ) {}

  /**
   * A page of the realtor's leads. A `before` that is not one of theirs (deleted since, or someone
   * else's) gets one 400, so the cursor reveals nothing about other realtors' ids.
   */
  async list(realtorId: number, q: ParsedListQuery): Promise<Lead[]> {
    if (q.before !== undefined && !(await ownsLead(this.db, realtorId, q.before)))
      throw new AppError('bad_request', EXPIRED_PAGE_LINK);
    const rows = await listLeads(this.db, realtorId, { ...q, today: this.today() });
    return rows.map(toLead);
  }

  /** Spec §3.2 defaults come from the contract; a lead already on file is refused unless the agent says otherwise. */
  async create(realtorId: number, input: ParsedCreateLeadRequest): Promise<Lead> {
    const keys = duplicateKeysOf(input);
    if (!input.allowDuplicate) {
      const existing = await findDuplicate(this.db, realtorId, keys);
      if (existing) throw duplicateLeadError(existing, keys.email);
    }
    const row = await this.writer.insert(realtorId, draftFromRequest(input));
    return toLead(row);
  }

  async get(realtorId: number, id: number): Promise<Lead> {
    const row = await findLead(this.db, realtorId, id);
    if (!row) throw notFound('Lead');
    return toLead(row);
  }

  /**
   * A partial change; `null` clears. The insights are recomputed from the changed record (status,
   * timeline, budget and pre-approval all move the scores).
   */
  async update(realtorId: number, id: number, change: ParsedUpdateLeadRequest): Promise<Lead> {
    const row = await findLead(this.db, realtorId, id);
    if (!row) throw notFound('Lead');
    const values = changedValues(change);
    if (values.email !== undefined || values.phone !== undefined) {
      const keys = {
        email: values.email !== undefined && values.email !== row.email ? values.email : undefined,
        phoneDigits:
          values.phoneDigits !== undefined && values.phoneDigits !== row.phoneDigits ? values.phoneDigits : null,
      };
      const existing = await findDuplicate(this.db, realtorId, keys, id);
      if (existing) throw duplicateEditError(existing, keys.email);
    }
    const now = this.clock();
    const insight = await this.insights.forChangedLead({ ...row, ...values, updatedAt: now });
    const updated = await updateLead(this.db, realtorId, id, { ...values, ...insight, updatedAt: now });
    if (!updated) throw notFound('Lead');
    return toLead(updated);
  }

  async remove(realtorId: number, id: number): Promise<void> {
    if (!(await deleteLead(this.db, realtorId, id))) throw notFound('Lead');
  }

  /** Spec §2.2 cards; This Week = created in the last LEAD_THIS_WEEK_DAYS days by the app's clock. */
  stats(realtorId: number): Promise<LeadStats> {
    const since = new Date(this.clock().getTime() - LEAD_THIS_WEEK_DAYS * DAY_MS);
    return leadStats(this.db, realtorId, since, this.today());
  }

  /** Open leads whose follow-up date is today or past, oldest date first (converted and lost ones are done). */
  async followUps(realtorId: number): Promise<FollowUps> {
    const today = this.today();
    const rows = await followUpLeads(this.db, realtorId, today, FOLLOW_UPS_SHOWN);
    const leads = rows.map(toLead);
    return {
      today,
      overdue: leads.filter((l) => (l.nextFollowUpDate ?? '') < today),
      dueToday: leads.filter((l) => l.nextFollowUpDate === today),
    };
  }

  private today(): string {
    return texasToday(this.clock());
  }
}

/** The columns a PATCH sets: only the fields it names; `null` clears an optional one. */
function changedValues(change: ParsedUpdateLeadRequest): Partial<NewLeadRow> {
  const values: Partial<NewLeadRow> = {};
  const set = <K extends keyof NewLeadRow>(key: K, value: NewLeadRow[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set('firstName', change.firstName);
  set('lastName', change.lastName);
  set('email', change.email);
  if (change.phone !== undefined) {
    values.phone = change.phone;
    values.phoneDigits = duplicateKeysOf({ phone: change.phone }).phoneDigits;
  }
  set('source', change.source);
  set('status', change.status);
  set('priority', change.priority);
  set('budget', change.budget);
  set('timeline', change.timeline);
  set('propertyType', change.propertyType);
  set('preferredAreas', change.preferredAreas);
  set('preApproval', change.preApproval);
  set('notes', change.notes);
  set('smsConsent', change.smsConsent);
  set('nextFollowUpDate', change.nextFollowUpDate);
  return values;
}
