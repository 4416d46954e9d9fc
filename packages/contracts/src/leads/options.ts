/** Option lists of spec realtor-tools §3.2 (values as sent) and the one label table for each. */
export const leadSources = [
  'website',
  'social_media',
  'referral',
  'cold_call',
  'open_house',
  'zillow',
  'realtor_com',
  'other',
] as const;
export const leadStatuses = ['new', 'contacted', 'qualified', 'nurturing', 'converted', 'lost'] as const;
export const leadPriorities = ['low', 'medium', 'high'] as const;
/** The list's filter dropdown (spec §2.2); the server accepts every status as well. */
export const leadFilters = ['all', 'new', 'contacted', 'qualified', 'nurturing', 'high_priority'] as const;
export const leadListFilters = ['all', ...leadStatuses, 'high_priority', 'follow_up_due'] as const;
export const activityTypes = ['call', 'email', 'meeting', 'property_showing', 'note'] as const;
export const activityOutcomes = ['positive', 'neutral', 'negative', 'no_response'] as const;
/** When the client means to move; the spec leaves `timeline` open, these are what agents pick. */
export const leadTimelines = ['asap', '1_3_months', '3_6_months', '6_12_months', 'over_12_months', 'unsure'] as const;
export const leadPropertyTypes = ['single_family', 'townhouse', 'condo', 'multi_family', 'land', 'other'] as const;
export const preApprovalStates = ['pre_approved', 'cash_buyer', 'not_yet', 'unknown'] as const;

export type LeadSource = (typeof leadSources)[number];
export type LeadStatus = (typeof leadStatuses)[number];
export type LeadPriority = (typeof leadPriorities)[number];
export type LeadListFilter = (typeof leadListFilters)[number];
export type ActivityType = (typeof activityTypes)[number];
export type ActivityOutcome = (typeof activityOutcomes)[number];
export type LeadTimeline = (typeof leadTimelines)[number];
export type LeadPropertyType = (typeof leadPropertyTypes)[number];
export type PreApprovalState = (typeof preApprovalStates)[number];

export const leadSourceLabels: Record<LeadSource, string> = {
  website: 'Website',
  social_media: 'Social media',
  referral: 'Referral',
  cold_call: 'Cold call',
  open_house: 'Open house',
  zillow: 'Zillow',
  realtor_com: 'Realtor.com',
  other: 'Other',
};
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  nurturing: 'Nurturing',
  converted: 'Converted',
  lost: 'Lost',
};
export const leadPriorityLabels: Record<LeadPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const leadFilterLabels: Record<LeadListFilter, string> = {
  all: 'All leads',
  ...leadStatusLabels,
  high_priority: 'High priority',
  follow_up_due: 'Follow-up due',
};
export const activityTypeLabels: Record<ActivityType, string> = {
  call: 'Call',
  email: 'Email',
  meeting: 'Meeting',
  property_showing: 'Property showing',
  note: 'Note',
};
export const activityOutcomeLabels: Record<ActivityOutcome, string> = {
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
  no_response: 'No response',
};
export const leadTimelineLabels: Record<LeadTimeline, string> = {
  asap: 'As soon as possible',
  '1_3_months': '1–3 months',
  '3_6_months': '3–6 months',
  '6_12_months': '6–12 months',
  over_12_months: 'More than a year',
  unsure: 'Not sure yet',
};
export const leadPropertyTypeLabels: Record<LeadPropertyType, string> = {
  single_family: 'Single-family home',
  townhouse: 'Townhouse',
  condo: 'Condo',
  multi_family: 'Multi-family',
  land: 'Land',
  other: 'Other',
};
export const preApprovalLabels: Record<PreApprovalState, string> = {
  pre_approved: 'Pre-approved',
  cash_buyer: 'Cash buyer',
  not_yet: 'Not pre-approved yet',
  unknown: 'Unknown',
};

/** Spec §9: above 70 very engaged, above 40 moderately engaged, otherwise early stage. */
export function engagementLabel(score: number): string {
  if (score > 70) return 'Very engaged';
  if (score > 40) return 'Moderately engaged';
  return 'Early stage';
}

/** Spec §9: above 70 ready to buy, above 50 interested buyer, above 30 potential buyer, otherwise exploring. */
export function conversionLabel(probability: number): string {
  if (probability > 70) return 'Ready to buy';
  if (probability > 50) return 'Interested buyer';
  if (probability > 30) return 'Potential buyer';
  return 'Exploring';
}

/** Spec §9: the lead 'This Week' stat counts leads created in the last 7 days. */
export const LEAD_THIS_WEEK_DAYS = 7;
/** Spec §9: the detail panel shows the latest 5 activities. */
export const RECENT_ACTIVITIES_SHOWN = 5;
