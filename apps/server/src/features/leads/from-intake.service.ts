import type {
  CustomerIntake,
  Lead,
  LeadPropertyType,
  LeadStatus,
  LeadTimeline,
  PreApprovalState,
} from '@bluebonnet/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { IntakesReader } from '../customer-intakes/index';
import { duplicateKeysOf } from './duplicates';
import type { LeadDraft, LeadWriter } from './lead-writer';
import { toLead } from './leads.mapper';
import { findDuplicate, findLead, findLeadByIntake, updateLead } from './leads.repository';

/** The top of each intake budget range (a lead's budget is what the client can spend); over $1M has none, so its floor. */
const BUDGET_BY_RANGE: Record<string, number> = {
  'under-300k': 300_000,
  '300k-500k': 500_000,
  '500k-750k': 750_000,
  '750k-1m': 1_000_000,
  'over-1m': 1_000_000,
};
const TIMELINE_BY_TIMEFRAME: Record<string, LeadTimeline> = {
  immediately: 'asap',
  '1-3-months': '1_3_months',
  '3-6-months': '3_6_months',
  '6-12-months': '6_12_months',
  exploring: 'unsure',
};
const PROPERTY_TYPE: Record<string, LeadPropertyType> = {
  'single-family': 'single_family',
  townhome: 'townhouse',
  condo: 'condo',
  'multi-family': 'multi_family',
  commercial: 'other',
};
const PRE_APPROVAL: Record<string, PreApprovalState> = {
  'pre-approved': 'pre_approved',
  'need-help': 'not_yet',
  'not-ready': 'not_yet',
  unknown: 'unknown',
};
/** Intake statuses that mean the same for a lead; 'active' and 'closed' start over as 'new'. */
const STATUS: Record<string, LeadStatus> = { new: 'new', contacted: 'contacted', qualified: 'qualified' };

const clip = (text: string | null, max: number) => (text ? text.slice(0, max) : null);

/** The lead an intake becomes. */
export function leadFromIntake(intake: CustomerIntake): LeadDraft {
  const notes = [intake.notes, intake.additionalNeeds ? `Additional needs: ${intake.additionalNeeds}` : null]
    .filter(Boolean)
    .join('\n\n');
  return {
    firstName: intake.firstName.slice(0, 100),
    lastName: intake.lastName.slice(0, 100),
    email: intake.email.trim().toLowerCase(),
    phone: clip(intake.phone, 20),
    source: intake.hearAboutUs === 'referral' ? 'referral' : 'website',
    status: STATUS[intake.status] ?? 'new',
    priority: intake.priority === 'urgent' ? 'high' : intake.priority,
    budget: intake.budgetRange ? (BUDGET_BY_RANGE[intake.budgetRange] ?? null) : null,
    timeline: intake.timeframe ? (TIMELINE_BY_TIMEFRAME[intake.timeframe] ?? null) : null,
    propertyType: intake.propertyType ? (PROPERTY_TYPE[intake.propertyType] ?? null) : null,
    preferredAreas: clip(intake.preferredAreas, 500),
    preApproval: PRE_APPROVAL[intake.preApprovalStatus] ?? 'unknown',
    notes: clip(notes || null, 2000),
    smsConsent: intake.smsConsent,
    nextFollowUpDate: intake.nextFollowUpDate,
    lastContactAt: intake.lastContactDate ? new Date(intake.lastContactDate) : null,
    intakeId: intake.id,
  };
}

/** "Make a lead" from the intake portal: one lead per intake, linked, never copied twice. */
export class FromIntakeService {
  constructor(
    private readonly db: Db,
    private readonly intakes: IntakesReader,
    private readonly writer: LeadWriter,
  ) {}

  async convert(realtorId: number, intakeId: number): Promise<{ lead: Lead; created: boolean }> {
    const intake = await this.intakes.get(realtorId, intakeId);
    if (!intake) throw notFound('Customer intake');
    try {
      return await this.linkOrCreate(realtorId, intake);
    } catch (err) {
      // Two clicks at once: the one-lead-per-intake index turned the second away; answer with the first.
      const linked = await findLeadByIntake(this.db, realtorId, intakeId);
      if (linked) return { lead: toLead(linked), created: false };
      throw err;
    }
  }

  private async linkOrCreate(realtorId: number, intake: CustomerIntake) {
    const intakeId = intake.id;
    const linked = await findLeadByIntake(this.db, realtorId, intakeId);
    if (linked) return { lead: toLead(linked), created: false };
    // The client is already a lead (added by hand, or through the inbound address): link that one.
    const existing = await findDuplicate(this.db, realtorId, duplicateKeysOf(intake));
    if (existing) {
      const lead = await findLead(this.db, realtorId, existing.id);
      if (lead && lead.intakeId === null) {
        const updated = await updateLead(this.db, realtorId, existing.id, { intakeId });
        if (updated) return { lead: toLead(updated), created: false };
      }
      if (lead) return { lead: toLead(lead), created: false };
    }
    return { lead: toLead(await this.writer.insert(realtorId, leadFromIntake(intake))), created: true };
  }
}
