// Leads and intakes as contacts the form can be prefilled from, each with a line of what the agent
// knows: labels from the option tables, money as whole dollars, dates written out; never raw codes.
import {
  type CommunicationContact,
  type CustomerIntake,
  type Lead,
  leadPropertyTypeLabels,
  leadStatusLabels,
  leadTimelineLabels,
  preApprovalLabels,
} from '@bluebonnet/contracts';
import { civilDateInTimeZone, formatCurrency, formatLongDate } from '@bluebonnet/domain';
import { budgetBounds } from '../../engines/home-research/index';
import { intakeClientType, intakeRecipient, leadClientType, leadRecipient } from './recipients';

// The intake's option values (spec platform §3), as the intake portal labels them.
const GOALS: Record<string, string> = {
  buying: 'Buying',
  selling: 'Selling',
  both: 'Buying and selling',
  investing: 'Investing',
};
const TIMEFRAMES: Record<string, string> = {
  immediately: 'Right away',
  '1-3-months': '1–3 months',
  '3-6-months': '3–6 months',
  '6-12-months': '6–12 months',
  exploring: 'Just exploring',
};
const INTAKE_PRE_APPROVAL: Record<string, string> = {
  'pre-approved': 'Pre-approved',
  'need-help': 'Needs help getting pre-approved',
  'not-ready': 'Not ready for pre-approval yet',
};
const INTAKE_STATUSES: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  active: 'Active',
  closed: 'Closed',
};

/** "November 20, 2026" in Texas time. */
const longDate = (iso: string) => formatLongDate(civilDateInTimeZone(new Date(iso), 'America/Chicago'));
const line = (...facts: (string | null | undefined | false)[]) => facts.filter(Boolean).join(' ');

export function leadContact(lead: Lead): CommunicationContact {
  const r = leadRecipient(lead);
  return {
    kind: 'lead',
    id: lead.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    smsConsent: r.smsConsent,
    clientType: leadClientType(lead),
    propertyAddress: null,
    context: line(
      `Status: ${leadStatusLabels[lead.status]}.`,
      lead.propertyType && `Looking for: ${leadPropertyTypeLabels[lead.propertyType]}.`,
      lead.budget !== null && `Budget: ${formatCurrency(lead.budget)}.`,
      lead.preferredAreas && `Areas: ${lead.preferredAreas}.`,
      lead.timeline && `Timeline: ${leadTimelineLabels[lead.timeline]}.`,
      lead.preApproval !== 'unknown' && `${preApprovalLabels[lead.preApproval]}.`,
      lead.lastContactAt ? `Last contact: ${longDate(lead.lastContactAt)}.` : 'No contact logged yet.',
    ),
  };
}

export function intakeContact(intake: CustomerIntake): CommunicationContact {
  const r = intakeRecipient(intake);
  const budget = budgetBounds(intake.budgetRange);
  return {
    kind: 'intake',
    id: intake.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    smsConsent: r.smsConsent,
    clientType: intakeClientType(intake),
    propertyAddress: null,
    context: line(
      GOALS[intake.realEstateGoal] && `Goal: ${GOALS[intake.realEstateGoal]}.`,
      `Status: ${INTAKE_STATUSES[intake.status] ?? 'New'}.`,
      budget && `Budget: ${budget.label}.`,
      intake.preferredAreas && `Areas: ${intake.preferredAreas}.`,
      intake.timeframe && TIMEFRAMES[intake.timeframe] && `Timeline: ${TIMEFRAMES[intake.timeframe]}.`,
      INTAKE_PRE_APPROVAL[intake.preApprovalStatus] && `${INTAKE_PRE_APPROVAL[intake.preApprovalStatus]}.`,
      intake.lastContactDate ? `Last contact: ${longDate(intake.lastContactDate)}.` : 'No contact logged yet.',
    ),
  };
}
