// One label table per option list of the intake (spec platform §3): the web's selects and badges and the
// server's text read the same words, so no screen shows a raw value such as "1-3-months".
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
} from './options';

type Labels<T extends readonly string[]> = Record<T[number], string>;

export const intakeContactLabels: Labels<typeof preferredContacts> = {
  phone: 'Phone Call',
  email: 'Email',
  text: 'Text Message',
};

export const intakeGoalLabels: Labels<typeof realEstateGoals> = {
  buying: 'Buying a Home',
  selling: 'Selling a Home',
  both: 'Buying and Selling',
  investing: 'Investing',
};

export const intakePropertyTypeLabels: Labels<typeof intakePropertyTypes> = {
  'single-family': 'Single-Family Home',
  townhome: 'Townhome',
  condo: 'Condo',
  'multi-family': 'Multi-Family',
  commercial: 'Commercial',
};

export const intakeBudgetLabels: Labels<typeof budgetRanges> = {
  'under-300k': 'Under $300K',
  '300k-500k': '$300K–$500K',
  '500k-750k': '$500K–$750K',
  '750k-1m': '$750K–$1M',
  'over-1m': 'Over $1M',
};

export const intakeTimeframeLabels: Labels<typeof timeframes> = {
  immediately: 'Immediately',
  '1-3-months': '1–3 months',
  '3-6-months': '3–6 months',
  '6-12-months': '6–12 months',
  exploring: 'Just exploring',
};

export const intakeSituationLabels: Labels<typeof currentSituations> = {
  'first-time-buyer': 'First-Time Buyer',
  upgrading: 'Upgrading',
  downsizing: 'Downsizing',
  relocating: 'Relocating',
  investing: 'Investing',
};

export const intakePreApprovalLabels: Labels<typeof preApprovalStatuses> = {
  'pre-approved': 'Pre-Approved',
  'need-help': 'Need Help Getting Pre-Approved',
  'not-ready': 'Not Ready Yet',
  unknown: 'Not Sure',
};

export const intakeSourceLabels: Labels<typeof hearAboutUsOptions> = {
  referral: 'Referral',
  google: 'Google',
  'social-media': 'Social Media',
  sign: 'Yard Sign',
  'past-client': 'Past Client',
  other: 'Other',
};

export const intakeStatusLabels: Record<IntakeStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  active: 'Active',
  closed: 'Closed',
};

export const intakePriorityLabels: Record<IntakePriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const intakeUrgencyLabels: Labels<typeof urgencyLevels> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** The education library's topics (an admin may add others: those are shown as plain words). */
export const educationCategoryLabels: Record<string, string> = {
  'buying-process': 'Buying Process',
  agency: 'Working with an Agent',
  financing: 'Financing',
  contract: 'The Contract',
  inspections: 'Inspections',
  title: 'Title and Closing',
  neighborhood: 'Neighborhood',
  costs: 'Costs',
  taxes: 'Property Taxes',
};

/** 'buying-process' → 'Buying process': a value no table knows, still in words. */
export function humanizeCode(code: string): string {
  const words = code.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a stored value, in words even when no table knows it, or null when empty. */
export function optionLabel(labels: Record<string, string>, value: string | null | undefined): string | null {
  if (!value) return null;
  return Object.hasOwn(labels, value) ? labels[value]! : humanizeCode(value);
}
