/** Option lists of spec platform §3 (values as sent; labels live in the web app). */
export const preferredContacts = ['phone', 'email', 'text'] as const;
export const realEstateGoals = ['buying', 'selling', 'both', 'investing'] as const;
export const intakePropertyTypes = ['single-family', 'townhome', 'condo', 'multi-family', 'commercial'] as const;
export const budgetRanges = ['under-300k', '300k-500k', '500k-750k', '750k-1m', 'over-1m'] as const;
export const timeframes = ['immediately', '1-3-months', '3-6-months', '6-12-months', 'exploring'] as const;
export const currentSituations = ['first-time-buyer', 'upgrading', 'downsizing', 'relocating', 'investing'] as const;
export const preApprovalStatuses = ['pre-approved', 'need-help', 'not-ready', 'unknown'] as const;
export const hearAboutUsOptions = ['referral', 'google', 'social-media', 'sign', 'past-client', 'other'] as const;
export const intakeStatuses = ['new', 'contacted', 'qualified', 'active', 'closed'] as const;
export const intakePriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const urgencyLevels = ['critical', 'high', 'medium', 'low'] as const;

export type IntakeStatus = (typeof intakeStatuses)[number];
export type IntakePriority = (typeof intakePriorities)[number];
