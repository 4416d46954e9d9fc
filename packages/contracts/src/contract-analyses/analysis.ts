import { z } from 'zod';
import { textId } from '../common/errors';
import { aiMeta } from '../ai/meta';

export const contractTypes = ['purchase', 'listing', 'lease'] as const;
export type ContractType = (typeof contractTypes)[number];
export const MIN_CONTRACT_TEXT = 100;
export const MAX_CONTRACT_TEXT = 400_000;

/** Where a value or finding came from: the paragraph and the exact quoted text. */
export const evidence = z.object({ paragraph: z.string(), quote: z.string() });
export type Evidence = z.infer<typeof evidence>;

export const contractStatuses = ['active', 'closed', 'terminated'] as const;
export const actionPriorities = ['high', 'medium', 'low'] as const;
export const assignees = ['realtor', 'client', 'lender', 'title_company', 'inspector', 'other'] as const;

const priority = z.enum(actionPriorities);
const assignee = z.enum(assignees);

export const keyTerm = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  evidence: evidence.nullable(),
});

export const finding = z.object({
  title: z.string(),
  detail: z.string(),
  severity: z.enum(['critical', 'high', 'medium', 'low']),
  evidence: evidence.nullable(),
});
export type Finding = z.infer<typeof finding>;

export const riskFactor = z.object({ name: z.string(), points: z.number(), evidence: evidence.nullable() });

export const suggestion = z.object({
  category: z.string(),
  suggestion: z.string(),
  priority,
  implementation: z.string(),
  cost: z.string(),
  benefit: z.string(),
});

export const complianceCheck = z.object({
  texasCompliant: z.boolean(),
  score: z.number().int().min(0).max(100),
  jurisdiction: z.string(),
  issues: z.array(finding),
  requiredDisclosures: z.array(
    z.object({
      name: z.string(),
      status: z.enum(['present', 'missing', 'not-required', 'unknown']),
      reason: z.string(),
    }),
  ),
  formRecommendations: z.array(z.string()),
});

export const negotiationTip = z.object({
  strategy: z.string(),
  tactic: z.string(),
  timing: z.string(),
  rationale: z.string(),
  language: z.string(),
});

export const generatedClause = z.object({
  type: z.string(),
  clause: z.string(),
  purpose: z.string(),
  placement: z.string(),
  negotiability: z.string(),
});
export type GeneratedClause = z.infer<typeof generatedClause>;

/** A computed deadline (packages/domain deadline engine) as stored with the analysis. */
export const contractDeadline = z.object({
  key: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  dueTime: z.string().nullable(),
  timeZone: z.string(),
  status: z.enum(['scheduled', 'waiting']),
  waitingFor: z.string().nullable(),
  paragraph: z.string(),
  rule: z.string(),
  rolledForward: z.boolean(),
  originalDueDate: z.string().nullable(),
  latestDueDate: z.string().nullable(),
  /** N for an "N days after the Effective Date" deadline, so it can be shown before that date is known. */
  daysAfterEffectiveDate: z.number().int().nullable().optional(),
  note: z.string().nullable(),
  assignee,
  priority,
});
export type ContractDeadline = z.infer<typeof contractDeadline>;

/** A term the text leaves blank (or unreadable), with the deadlines it keeps from being computed. */
export const contractMissingTerm = z.object({
  /** 'effectiveDate', 'closingDate', 'title.objectionDays', 'option.days', … */
  term: z.string(),
  paragraph: z.string(),
  /** Plain names of the deadlines it blocks: 'Title objections, Closing'. */
  blocks: z.string(),
});
export type ContractMissingTerm = z.infer<typeof contractMissingTerm>;

/** The terms an agent may enter on a saved analysis when the text leaves them blank. */
export const ENTERABLE_TERMS = ['effectiveDate', 'closingDate', 'titleObjectionDays', 'optionDays'] as const;
export type EnterableTerm = (typeof ENTERABLE_TERMS)[number];

/** A contract date: a real YYYY-MM-DD day in 2000–2099. */
const contractDate = z.iso
  .date('Use a date like 2026-12-01')
  .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'Use a date between 2000 and 2099');
/** A day count written in a contract blank. */
const dayCount = z
  .number('Enter a whole number of days')
  .int('Enter a whole number of days')
  .min(0, 'Days cannot be negative')
  .max(365, 'Enter 365 days or fewer');

/** What the agent entered; each replaces what the text says (or leaves blank) for that term. */
export const enteredTerms = z.object({
  effectiveDate: contractDate.optional(),
  closingDate: contractDate.optional(),
  titleObjectionDays: dayCount.optional(),
  optionDays: dayCount.optional(),
});
export type EnteredTerms = z.infer<typeof enteredTerms>;

export const actionItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  dueDate: z.string().nullable(),
  priority,
  assignedTo: assignee,
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  paragraph: z.string().nullable(),
  deadlineKey: z.string().nullable(),
});
export type ActionItem = z.infer<typeof actionItem>;

export const marketComparison = z.object({
  marketScore: z.number(),
  propertyAddress: z.string().nullable(),
  neighborhood: z.string().nullable(),
  zip: z.string().nullable(),
  liveDataSource: z.boolean(),
  dataConfidence: z.enum(['high', 'medium', 'low', 'none']),
  contractPrice: z.number().nullable(),
  medianPrice: z.number().nullable(),
  averageRent: z.number().nullable(),
  priceGrowth: z.number().nullable(),
  rentalGrowth: z.number().nullable(),
  occupancyRate: z.number().nullable(),
  daysOnMarket: z.number().nullable(),
  schoolRating: z.string().nullable(),
  priceCompetitive: z.boolean().nullable(),
  termsStandard: z.boolean(),
  marketPosition: z.string(),
  analyses: z.array(z.string()),
  strengths: z.array(z.string()),
  considerations: z.array(z.string()),
  insights: z.array(z.string()),
  competitiveAdvantage: z.string(),
  forecasts: z.array(z.string()),
});

export const financialAnalysis = z.object({
  totalInvestment: z.number().nullable(),
  monthlyPayment: z.number().nullable(),
  riskExposure: z.number().nullable(),
  opportunities: z.array(z.string()),
  assumptions: z.array(z.string()),
});

export const detectedForm = z.object({
  family: z.string(),
  formNumber: z.string().nullable(),
  version: z.string().nullable(),
  name: z.string(),
  currentOnEffectiveDate: z.boolean().nullable(),
  currentVersionNote: z.string().nullable(),
  addenda: z.array(z.string()),
  evidence: evidence.nullable(),
});

/** An earlier analysis of a contract record, kept when the contract was analysed again into it. */
export const analysisVersionSummary = z.object({
  version: z.number().int().min(1),
  analysedAt: z.string(),
  riskScore: z.number().int().min(0).max(100),
  complianceScore: z.number().int().min(0).max(100),
});
export type AnalysisVersionSummary = z.infer<typeof analysisVersionSummary>;

/** The contract analysis record (spec realtor-tools §3.3, plus evidence, deadlines and meta). */
export const contractAnalysis = z.object({
  id: z.number().int(),
  // The record's own bookkeeping is always sent; optional only because the engine's output type is
  // this record less its own fields, and should not have to name these.
  /** The realtor's own number for the contract: their first is "Purchase contract #1". */
  number: z.number().int().min(1).optional(),
  /** 1, then one more each time the contract is analysed again into this record. */
  version: z.number().int().min(1).optional(),
  /** When this version was analysed (createdAt is when the contract was first put on file). */
  analysedAt: z.string().optional(),
  /** Earlier versions, newest first. */
  versions: z.array(analysisVersionSummary).optional(),
  contractType: z.enum(contractTypes),
  filename: z.string().nullable(),
  contractText: z.string(),
  contractStatus: z.enum(contractStatuses),
  aiAnalysis: z.string(),
  riskScore: z.number().int().min(0).max(100),
  riskFactors: z.array(riskFactor),
  form: detectedForm,
  keyTerms: z.array(keyTerm),
  criticalIssues: z.array(finding),
  redFlags: z.array(finding),
  suggestions: z.array(suggestion),
  complianceCheck,
  negotiationTips: z.array(negotiationTip),
  keyDates: z.record(z.string(), z.string()),
  deadlines: z.array(contractDeadline),
  /** Blank terms and what they block; absent on records made before it was kept. */
  missingTerms: z.array(contractMissingTerm).optional(),
  /** Terms the agent entered on the analysis (PATCH …/terms); absent when none. */
  enteredTerms: enteredTerms.optional(),
  actionItems: z.array(actionItem),
  generatedClauses: z.array(generatedClause),
  marketComparison,
  financialAnalysis,
  meta: aiMeta,
  createdAt: z.string(),
});
export type ContractAnalysis = z.infer<typeof contractAnalysis>;

export const contractAnalysesResponse = z.array(contractAnalysis);

export const actionItemParams = z.object({
  contractId: textId(),
  itemId: z.string().min(1).max(64),
});
export const updateActionItemRequest = z.object({ completed: z.boolean('completed must be true or false') });
export const updateActionItemResponse = z.object({ success: z.boolean(), actionItem });

/**
 * Fill in (or correct) terms on a saved analysis; null clears an earlier entry. At least one field.
 * The deadlines and findings are computed again from the contract text with these terms.
 */
export const updateContractTermsRequest = z
  .object({
    effectiveDate: contractDate.nullable().optional(),
    closingDate: contractDate.nullable().optional(),
    titleObjectionDays: dayCount.nullable().optional(),
    optionDays: dayCount.nullable().optional(),
  })
  .refine((b) => ENTERABLE_TERMS.some((k) => b[k] !== undefined), 'Enter at least one term.')
  .refine((b) => !(b.effectiveDate && b.closingDate && b.closingDate < b.effectiveDate), {
    message: 'The closing date cannot be before the Effective Date.',
    path: ['closingDate'],
  });
export type UpdateContractTermsRequest = z.infer<typeof updateContractTermsRequest>;
