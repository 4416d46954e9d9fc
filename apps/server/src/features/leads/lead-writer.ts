import type { ActivityOutcome, ActivityType, ParsedCreateLeadRequest } from '@bluebonnet/contracts';
import { phoneKey } from '@bluebonnet/domain';
import type { Db } from '../../db/client';
import type { LeadRow, NewLeadRow } from '../../db/schema/index';
import { insertActivity } from './lead-activities.repository';
import { draftActivity, type LeadInsightsService } from './lead-insights.service';
import { insertLead, type LeadListRow } from './leads.repository';

/** A new lead's fields; the rest take the spec's defaults. */
export type LeadDraft = Omit<NewLeadRow, 'id' | 'realtorId' | 'phoneDigits' | 'insights' | 'createdAt' | 'updatedAt'>;
export type ActivityDraft = { type: ActivityType; description: string; outcome?: ActivityOutcome | undefined };

/** Calls, emails, meetings and showings reach the client; a note does not. */
export const isContact = (type: ActivityType) => type !== 'note';

/** The Add Lead form's request (or an imported row, which passes the same schema) as a draft. */
export function draftFromRequest(input: ParsedCreateLeadRequest): LeadDraft {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    source: input.source,
    status: input.status,
    priority: input.priority,
    budget: input.budget ?? null,
    timeline: input.timeline ?? null,
    propertyType: input.propertyType ?? null,
    preferredAreas: input.preferredAreas ?? null,
    preApproval: input.preApproval,
    notes: input.notes ?? null,
    smsConsent: input.smsConsent,
    nextFollowUpDate: input.nextFollowUpDate ?? null,
  };
}

/** The row a draft becomes, with every default filled (the engine reads it before it is stored). */
export function draftRow(realtorId: number, draft: LeadDraft, now: Date): LeadListRow {
  return {
    id: 0,
    realtorId,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email.trim().toLowerCase(),
    phone: draft.phone ?? null,
    phoneDigits: phoneKey(draft.phone),
    source: draft.source ?? 'website',
    status: draft.status ?? 'new',
    priority: draft.priority ?? 'medium',
    budget: draft.budget ?? null,
    timeline: draft.timeline ?? null,
    propertyType: draft.propertyType ?? null,
    preferredAreas: draft.preferredAreas ?? null,
    preApproval: draft.preApproval ?? 'unknown',
    notes: draft.notes ?? null,
    smsConsent: draft.smsConsent ?? false,
    nextFollowUpDate: draft.nextFollowUpDate ?? null,
    lastContactAt: draft.lastContactAt ?? null,
    engagementScore: null,
    conversionProbability: null,
    intakeId: draft.intakeId ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Stores new leads, each with its first reading of the insights (computed before the transaction)
 * and, for an inquiry, the activity that records it. Every way a lead arrives goes through here:
 * the Add Lead dialog, the inbound address and a customer intake.
 */
export class LeadWriter {
  constructor(
    private readonly db: Db,
    private readonly insights: LeadInsightsService,
    private readonly clock: () => Date,
    private readonly noteWrites: (rows: number) => void,
  ) {}

  async insert(realtorId: number, draft: LeadDraft, first?: ActivityDraft): Promise<LeadRow> {
    const now = this.clock();
    const row = draftRow(realtorId, draft, now);
    if (first && isContact(first.type)) row.lastContactAt = now;
    const activities = first ? [draftActivity({ ...first, outcome: first.outcome ?? null }, now)] : [];
    const insights = this.insights.compute(row, activities);
    const { id: _id, ...values } = row;
    const stored = await this.db.transaction(async (tx) => {
      const lead = await insertLead(tx, { ...values, ...this.insights.columns(insights) });
      if (first) {
        await insertActivity(tx, {
          leadId: lead.id,
          type: first.type,
          description: first.description,
          outcome: first.outcome ?? null,
          createdAt: now,
        });
      }
      return lead;
    });
    this.noteWrites(1);
    return stored;
  }
}
