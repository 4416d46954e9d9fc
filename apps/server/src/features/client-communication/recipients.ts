// Who a message goes to: the lead or intake on file, as the realtor's own (another's answers 404).
// The address comes from the record, never from the request.
import type { CommunicationClientType, CustomerIntake, Lead } from '@bluebonnet/contracts';
import { notFound } from '../../lib/app-error';
import type { IntakesReader } from '../customer-intakes/index';
import type { LeadsPort } from '../leads/index';

export type Recipient = {
  leadId: number | null;
  intakeId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  smsConsent: boolean;
};

export type ContactSources = { leads: LeadsPort; intakes: IntakesReader };

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export function leadRecipient(lead: Lead): Recipient {
  return {
    leadId: lead.id,
    intakeId: null,
    name: nameOf(lead),
    email: lead.email || null,
    phone: lead.phone,
    smsConsent: lead.smsConsent,
  };
}

export function intakeRecipient(intake: CustomerIntake): Recipient {
  return {
    leadId: null,
    intakeId: intake.id,
    name: nameOf(intake),
    email: intake.email || null,
    phone: intake.phone || null,
    smsConsent: intake.smsConsent,
  };
}

/** The recipient, or 404 when the id is not one of the realtor's. */
export async function findRecipient(
  sources: ContactSources,
  realtorId: number,
  ids: { leadId?: number | undefined; intakeId?: number | undefined },
): Promise<Recipient> {
  if (ids.leadId !== undefined) {
    const lead = await sources.leads.get(realtorId, ids.leadId);
    if (!lead) throw notFound('Lead');
    return leadRecipient(lead);
  }
  if (ids.intakeId !== undefined) {
    const intake = await sources.intakes.get(realtorId, ids.intakeId);
    if (!intake) throw notFound('Customer intake');
    return intakeRecipient(intake);
  }
  throw notFound('Client');
}

/** The communication tool's client type for a lead: qualified and converted leads are buyers. */
export function leadClientType(lead: Lead): CommunicationClientType {
  return lead.status === 'qualified' || lead.status === 'converted' ? 'buyer' : 'lead';
}

export function intakeClientType(intake: CustomerIntake): CommunicationClientType {
  if (intake.status === 'closed') return 'past_client';
  if (intake.realEstateGoal === 'selling') return 'seller';
  if (intake.realEstateGoal === 'investing') return 'investor';
  return 'buyer';
}
