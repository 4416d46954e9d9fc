import { z } from 'zod';
import { aiMeta } from '../ai/meta';
import { textId } from '../common/errors';
import {
  activityOutcomes,
  activityTypes,
  leadListFilters,
  leadPriorities,
  leadPropertyTypes,
  leadSources,
  leadStatuses,
  leadTimelines,
  preApprovalStates,
} from './options';

/** Spec §5 (Add lead): the toast when a required field is missing. */
export const MISSING_LEAD_FIELDS = {
  title: 'Missing required fields',
  description: 'Please fill in first name, last name, and email.',
} as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, `${label} is too long (${max} characters at most)`).optional(),
  );
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, message).optional());

/** A calendar date `YYYY-MM-DD` (PostgreSQL's date has no year 0). */
export const isoDate = z.iso
  .date('Use a date like 2026-12-01')
  .refine((d) => !d.startsWith('0000'), 'Use a date like 2026-12-01');

/**
 * Spec §5: budget "converted to number, unset when empty". Whole US dollars; `$450,000` and
 * `450000` both read as 450000.
 */
export const budgetInput = z.preprocess(
  (v) => {
    if (v === '' || v === null || v === undefined) return undefined;
    if (typeof v === 'string') {
      const cleaned = v.trim().replace(/^\$/, '').replace(/,/g, '');
      if (cleaned === '') return undefined;
      return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : v;
    }
    return v;
  },
  z
    .number('Budget must be an amount in dollars, such as 450000')
    .min(0, 'Budget cannot be negative')
    .max(1_000_000_000, 'Budget must be under $1,000,000,000')
    .transform((n) => Math.round(n))
    .optional(),
);

const leadFields = {
  firstName: z
    .string('First name is required')
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name is too long (100 characters at most)'),
  lastName: z
    .string('Last name is required')
    .trim()
    .min(1, 'Last name is required')
    .max(100, 'Last name is too long (100 characters at most)'),
  email: z
    .string('Email is required')
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(255, 'Email is too long')
    .pipe(z.email('Enter a valid email address, such as maria@example.com')),
  /** Any US format; stored as typed, compared as digits for duplicates. */
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(20, 'Phone number is too long')
      .regex(/^[+()\-.\s\d]*$/, 'Enter a phone number with digits, such as (214) 555-0142')
      .refine((p) => p.replace(/\D/g, '').length >= 10, 'Enter a phone number with area code, such as (214) 555-0142')
      .optional(),
  ),
  source: z.enum(leadSources, 'Choose a lead source from the list').default('website'),
  status: z.enum(leadStatuses, 'Choose a status from the list').default('new'),
  priority: z.enum(leadPriorities, 'Choose a priority: low, medium or high').default('medium'),
  budget: budgetInput,
  timeline: optionalEnum(leadTimelines, 'Choose a timeline from the list'),
  propertyType: optionalEnum(leadPropertyTypes, 'Choose a property type from the list'),
  preferredAreas: optionalText(500, 'Preferred areas'),
  preApproval: z.enum(preApprovalStates, 'Choose a pre-approval state from the list').default('unknown'),
  notes: optionalText(2000, 'Notes'),
  /** The client agreed to receive text messages (texts go only to leads who did). */
  smsConsent: z.boolean('SMS consent is yes or no').default(false),
  nextFollowUpDate: z.preprocess(emptyToUndefined, isoDate.optional()),
};

/** POST /api/leads (spec §7 payload, §3.2 defaults, §5 rule). */
export const createLeadRequest = z.object({
  ...leadFields,
  /** Set after the agent sees the duplicate warning and confirms this is a different person. */
  allowDuplicate: z.boolean().default(false),
});
export type CreateLeadRequest = z.input<typeof createLeadRequest>;
export type ParsedCreateLeadRequest = z.output<typeof createLeadRequest>;

/** PATCH /api/leads/{id}: any of the fields; `null` clears an optional one. */
export const updateLeadRequest = z
  .object({
    firstName: leadFields.firstName.optional(),
    lastName: leadFields.lastName.optional(),
    email: leadFields.email.optional(),
    phone: leadFields.phone.nullable(),
    source: z.enum(leadSources, 'Choose a lead source from the list').optional(),
    status: z.enum(leadStatuses, 'Choose a status from the list').optional(),
    priority: z.enum(leadPriorities, 'Choose a priority: low, medium or high').optional(),
    budget: budgetInput.nullable(),
    timeline: z.enum(leadTimelines, 'Choose a timeline from the list').nullable().optional(),
    propertyType: z.enum(leadPropertyTypes, 'Choose a property type from the list').nullable().optional(),
    preferredAreas: optionalText(500, 'Preferred areas').nullable(),
    preApproval: z.enum(preApprovalStates, 'Choose a pre-approval state from the list').optional(),
    notes: optionalText(2000, 'Notes').nullable(),
    smsConsent: z.boolean('SMS consent is yes or no').optional(),
    nextFollowUpDate: isoDate.nullable().optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update.' });
export type UpdateLeadRequest = z.input<typeof updateLeadRequest>;
export type ParsedUpdateLeadRequest = z.output<typeof updateLeadRequest>;

export const lead = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  source: z.enum(leadSources),
  status: z.enum(leadStatuses),
  priority: z.enum(leadPriorities),
  budget: z.number().int().nullable(),
  timeline: z.enum(leadTimelines).nullable(),
  propertyType: z.enum(leadPropertyTypes).nullable(),
  preferredAreas: z.string().nullable(),
  preApproval: z.enum(preApprovalStates),
  notes: z.string().nullable(),
  smsConsent: z.boolean(),
  nextFollowUpDate: z.string().nullable(),
  lastContactAt: z.string().nullable(),
  /** The latest computed scores (null until the first computation). */
  engagementScore: z.number().int().min(0).max(100).nullable(),
  conversionProbability: z.number().int().min(0).max(100).nullable(),
  /** The customer intake this lead came from, if any. */
  intakeId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof lead>;

export const listLeadsQuery = z.object({
  filter: z.enum(leadListFilters, 'Choose a filter from the list').default('all'),
  /** Matches first or last name, email or phone (digits). */
  search: z.string().trim().max(100, 'Search is too long (100 characters at most)').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The id of the last lead of the previous page (newest first). */
  before: textId().optional(),
});
export type ListLeadsQuery = z.input<typeof listLeadsQuery>;
export const leadsResponse = z.array(lead);

/** The four stat cards (spec §2.2) and the follow-ups due today or earlier. */
export const leadStats = z.object({
  total: z.number().int(),
  qualified: z.number().int(),
  highPriority: z.number().int(),
  thisWeek: z.number().int(),
  followUpsDue: z.number().int(),
});
export type LeadStats = z.infer<typeof leadStats>;

export const deleteLeadResponse = z.object({ success: z.boolean(), message: z.string() });

/* ---- Activities (spec §3.2) ---- */

export const createActivityRequest = z.object({
  type: z.enum(activityTypes, 'Choose an activity type'),
  description: z
    .string('Describe the activity')
    .trim()
    .min(1, 'Describe the activity')
    .max(2000, 'Description is too long (2000 characters at most)'),
  outcome: optionalEnum(activityOutcomes, 'Choose an outcome from the list'),
});
export type CreateActivityRequest = z.input<typeof createActivityRequest>;

export const leadActivity = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  type: z.enum(activityTypes),
  description: z.string(),
  outcome: z.enum(activityOutcomes).nullable(),
  createdAt: z.string(),
});
export type LeadActivity = z.infer<typeof leadActivity>;
export const activitiesResponse = z.array(leadActivity);

/* ---- Insights (spec §3.2, §9) ---- */

/** One input that moved a score: its name, its weight in the score, the points it gave, and why. */
export const insightFactor = z.object({
  name: z.string(),
  /** The most points this factor can give. */
  weight: z.number(),
  points: z.number(),
  detail: z.string(),
});
export type InsightFactor = z.infer<typeof insightFactor>;

export const recommendedLeadAction = z.object({
  action: z.string(),
  reason: z.string(),
  /** `YYYY-MM-DD`, in the realtor's time zone. */
  dueDate: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
});
export type RecommendedLeadAction = z.infer<typeof recommendedLeadAction>;

export const leadInsights = z.object({
  leadId: z.number().int(),
  engagementScore: z.number().int().min(0).max(100),
  conversionProbability: z.number().int().min(0).max(100),
  /** Spec §9 labels. */
  engagementLabel: z.string(),
  conversionLabel: z.string(),
  /** True while the lead has no activity: the scores rest on the record alone. */
  earlyStage: z.boolean(),
  engagementFactors: z.array(insightFactor),
  conversionFactors: z.array(insightFactor),
  recommendedActions: z.array(recommendedLeadAction),
  aiAnalysis: z.string(),
  computedAt: z.string(),
  meta: aiMeta,
});
export type LeadInsights = z.infer<typeof leadInsights>;

/* ---- Follow-ups, inbound address, intake conversion ---- */

export const followUpsResponse = z.object({
  /** The realtor's today (`YYYY-MM-DD`, Central time). */
  today: z.string(),
  overdue: z.array(lead),
  dueToday: z.array(lead),
});
export type FollowUps = z.infer<typeof followUpsResponse>;

export const inboundAddress = z.object({
  url: z.string(),
  createdAt: z.string(),
});
export type InboundAddress = z.infer<typeof inboundAddress>;

/**
 * What a website form, Zapier or a lead vendor posts to the inbound address. Lenient about shape
 * (`name` or first/last, `message` or `notes`), strict about content.
 */
export const inboundLeadRequest = z
  .object({
    firstName: z.string().trim().max(100, 'First name is too long (100 characters at most)').optional(),
    lastName: z.string().trim().max(100, 'Last name is too long (100 characters at most)').optional(),
    name: z.string().trim().max(200, 'Name is too long (200 characters at most)').optional(),
    email: leadFields.email,
    phone: leadFields.phone,
    source: z.preprocess(emptyToUndefined, z.enum(leadSources, 'Choose a lead source from the list').optional()),
    budget: budgetInput,
    timeline: optionalEnum(leadTimelines, 'Choose a timeline from the list'),
    propertyType: optionalEnum(leadPropertyTypes, 'Choose a property type from the list'),
    preferredAreas: optionalText(500, 'Preferred areas'),
    message: optionalText(2000, 'Message'),
    notes: optionalText(2000, 'Notes'),
    smsConsent: z.boolean('SMS consent is true or false').default(false),
  })
  .refine((v) => (v.firstName && v.lastName) || (v.name && v.name.includes(' ')), {
    message: 'Send firstName and lastName, or a full name in name',
    path: ['firstName'],
  });
export type InboundLeadRequest = z.input<typeof inboundLeadRequest>;
export const inboundLeadResponse = z.object({
  success: z.boolean(),
  id: z.number().int(),
  /** True when the lead was already on file: the inquiry was logged on it instead. */
  duplicate: z.boolean(),
});

export const fromIntakeRequest = z.object({ intakeId: textId('Not a valid customer intake id') });
export const fromIntakeResponse = z.object({ lead, created: z.boolean() });
