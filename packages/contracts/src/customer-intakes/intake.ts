import { z } from 'zod';
import { aiMeta } from '../ai/meta';
import { textId } from '../common/errors';
import {
  budgetRanges,
  currentSituations,
  hearAboutUsOptions,
  intakePriorities,
  intakePropertyTypes,
  intakeStatuses,
  preApprovalStatuses,
  preferredContacts,
  realEstateGoals,
  timeframes,
  urgencyLevels,
} from './options';

const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? null : v), z.enum(values).nullish());

/** The public form (spec platform §3 and §5): messages and length limits exactly as specified. */
export const createIntakeRequest = z.object({
  realtorId: textId('This form link is missing its realtor. Ask your realtor for a new link.'),
  firstName: z
    .string()
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name is too long (100 characters at most)'),
  lastName: z
    .string()
    .trim()
    .min(1, 'Last name is required')
    .max(100, 'Last name is too long (100 characters at most)'),
  email: z.string().trim().toLowerCase().max(255, 'Email is too long').pipe(z.email('Valid email is required')),
  phone: z.string().trim().min(10, 'Valid phone number is required').max(20, 'Phone number is too long'),
  preferredContact: z.enum(preferredContacts).default('phone'),
  realEstateGoal: z.enum(realEstateGoals, 'Please select your real estate goal'),
  propertyType: optionalEnum(intakePropertyTypes),
  budgetRange: optionalEnum(budgetRanges),
  timeframe: optionalEnum(timeframes),
  currentSituation: optionalEnum(currentSituations),
  preferredAreas: optionalText(500),
  additionalNeeds: optionalText(2000),
  preApprovalStatus: z.enum(preApprovalStatuses).default('unknown'),
  hearAboutUs: optionalEnum(hearAboutUsOptions),
  notes: optionalText(2000),
  formSource: z.string().trim().max(30).default('web'),
  /** The client agreed to be contacted by text message (the SMS feature respects it). */
  smsConsent: z.boolean().default(false),
  /** Honeypot: people never see or fill this field; bots do. */
  website: z.string().max(200).optional(),
});
export type CreateIntakeRequest = z.input<typeof createIntakeRequest>;

export const recommendedAction = z.object({
  action: z.string(),
  reason: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  timeframe: z.string(),
});

export const marketMatch = z.object({
  likelihood: z.number().int().min(0).max(100),
  reasoning: z.string(),
  challenges: z.array(z.string()),
  opportunities: z.array(z.string()),
});

export const customerIntake = z.object({
  id: z.number().int(),
  realtorId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  preferredContact: z.string(),
  realEstateGoal: z.string(),
  propertyType: z.string().nullable(),
  budgetRange: z.string().nullable(),
  timeframe: z.string().nullable(),
  currentSituation: z.string().nullable(),
  preferredAreas: z.string().nullable(),
  additionalNeeds: z.string().nullable(),
  preApprovalStatus: z.string(),
  hearAboutUs: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(intakeStatuses),
  priority: z.enum(intakePriorities),
  nextFollowUpDate: z.string().nullable(),
  lastContactDate: z.string().nullable(),
  formSource: z.string(),
  isCompleted: z.boolean(),
  smsConsent: z.boolean(),
  conversionScore: z.number().int().nullable(),
  urgencyLevel: z.enum(urgencyLevels).nullable(),
  clientProfile: z.string().nullable(),
  aiInsights: z.string().nullable(),
  recommendedActions: z.array(recommendedAction).nullable(),
  marketMatch: marketMatch.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerIntake = z.infer<typeof customerIntake>;

export const createIntakeResponse = z.object({ success: z.boolean(), message: z.string(), id: z.number().int() });

export const listIntakesQuery = z.object({
  status: z.enum(intakeStatuses).optional(),
  priority: z.enum(intakePriorities).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  /** The id of the last intake of the previous page (newest first). */
  before: textId().optional(),
});
export const intakesResponse = z.array(customerIntake);

export const intakeStats = z.object({
  total: z.number().int(),
  new: z.number().int(),
  contacted: z.number().int(),
  active: z.number().int(),
});

export const updateIntakeRequest = z
  .object({
    status: z.enum(intakeStatuses, 'Choose a status: new, contacted, qualified, active or closed').optional(),
    priority: z.enum(intakePriorities, 'Choose a priority: low, medium, high or urgent').optional(),
    notes: optionalText(2000),
    // The ISO shape allows year 0000, which PostgreSQL's date type has no room for (it was a 500).
    nextFollowUpDate: z.iso
      .date('Use a date like 2026-12-01')
      .refine((d) => !d.startsWith('0000'), 'Use a date like 2026-12-01')
      .nullable()
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update.' });
export type UpdateIntakeRequest = z.infer<typeof updateIntakeRequest>;

export const clientAnalysis = z.object({
  conversionScore: z.number().int().min(0).max(100),
  urgencyLevel: z.enum(urgencyLevels),
  clientProfile: z.string(),
  aiInsights: z.string(),
  recommendedActions: z.array(recommendedAction),
  marketMatch: marketMatch.nullable(),
  /** What moved the score, and by how much. */
  factors: z.array(z.object({ factor: z.string(), points: z.number() })),
  meta: aiMeta,
});
export type ClientAnalysis = z.infer<typeof clientAnalysis>;
