import type {
  budgetRanges,
  currentSituations,
  hearAboutUsOptions,
  IntakePriority,
  IntakeStatus,
  intakePropertyTypes,
  preApprovalStatuses,
  preferredContacts,
  realEstateGoals,
  timeframes,
  urgencyLevels,
} from '@bluebonnet/contracts';

type Labels<T extends readonly string[]> = Record<T[number], string>;

export type UrgencyLevel = (typeof urgencyLevels)[number];

/** Readable labels for the option values of spec platform §3 (the values themselves are what is sent). */
export const preferredContactLabels: Labels<typeof preferredContacts> = {
  phone: 'Phone Call',
  email: 'Email',
  text: 'Text Message',
};

export const goalLabels: Labels<typeof realEstateGoals> = {
  buying: 'Buying a Home',
  selling: 'Selling a Home',
  both: 'Buying and Selling',
  investing: 'Investing',
};

export const propertyTypeLabels: Labels<typeof intakePropertyTypes> = {
  'single-family': 'Single-Family Home',
  townhome: 'Townhome',
  condo: 'Condo',
  'multi-family': 'Multi-Family',
  commercial: 'Commercial',
};

export const budgetLabels: Labels<typeof budgetRanges> = {
  'under-300k': 'Under $300K',
  '300k-500k': '$300K – $500K',
  '500k-750k': '$500K – $750K',
  '750k-1m': '$750K – $1M',
  'over-1m': 'Over $1M',
};

export const timeframeLabels: Labels<typeof timeframes> = {
  immediately: 'Immediately',
  '1-3-months': '1 – 3 months',
  '3-6-months': '3 – 6 months',
  '6-12-months': '6 – 12 months',
  exploring: 'Just exploring',
};

export const situationLabels: Labels<typeof currentSituations> = {
  'first-time-buyer': 'First-Time Buyer',
  upgrading: 'Upgrading',
  downsizing: 'Downsizing',
  relocating: 'Relocating',
  investing: 'Investing',
};

export const preApprovalLabels: Labels<typeof preApprovalStatuses> = {
  'pre-approved': 'Pre-Approved',
  'need-help': 'Need Help Getting Pre-Approved',
  'not-ready': 'Not Ready Yet',
  unknown: 'Not Sure',
};

export const hearAboutUsLabels: Labels<typeof hearAboutUsOptions> = {
  referral: 'Referral',
  google: 'Google',
  'social-media': 'Social Media',
  sign: 'Yard Sign',
  'past-client': 'Past Client',
  other: 'Other',
};

export const statusLabels: Record<IntakeStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  active: 'Active',
  closed: 'Closed',
};

export const priorityLabels: Record<IntakePriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const urgencyLabels: Labels<typeof urgencyLevels> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** The label of a stored value, the value itself when it is not a known option, or null when empty. */
export function labelOf(labels: Record<string, string>, value: string | null | undefined): string | null {
  if (!value) return null;
  return labels[value] ?? value;
}

export function fullName(intake: { firstName: string; lastName: string }): string {
  return `${intake.firstName} ${intake.lastName}`.trim();
}
