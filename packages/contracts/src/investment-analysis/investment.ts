import { z } from 'zod';
import { aiMeta } from '../ai/meta';

/** Spec realtor-tools §9 option lists and defaults. */
export const loanTerms = [15, 20, 25, 30] as const;
export const maintenanceRates = [0.5, 1, 1.5, 2] as const;
export const vacancyRates = [3, 5, 8, 10] as const;
export const DEFAULT_LOAN_TERM = 30;
export const DEFAULT_MAINTENANCE_RATE = 1;
export const DEFAULT_VACANCY_RATE = 5;
/** Spec §4: a cash-on-cash return of 8 % or more reads "Strong ROI". */
export const STRONG_ROI_CASH_ON_CASH = 8;
/** Spec §8 messages. */
export const INVESTMENT_MISSING_FIELDS = 'Missing Information: Please enter property price and monthly rent.';
export const INVESTMENT_FAILED = 'Unable to generate investment analysis. Please try again.';
export const PROJECTION_YEARS = 5;

const MISSING = { error: INVESTMENT_MISSING_FIELDS };
const dollars = (name: string) =>
  z.coerce
    .number(`${name} must be a number of dollars`)
    .finite(`${name} must be a number of dollars`)
    .min(0, `${name} cannot be negative`)
    .max(1_000_000_000, `${name} is too large`);
const oneOf = <T extends readonly number[]>(values: T, name: string) =>
  z.coerce
    .number()
    .refine((v) => (values as readonly number[]).includes(v), `${name} must be one of ${values.join(', ')}`);

/**
 * Spec §7 request. Only price and rent are required; a field left out is filled from a named, dated table
 * when the ZIP allows (rate: Freddie Mac PMMS; taxes: the county/city rate table) and is otherwise zero and
 * said so — never a made-up constant. Every filled value is listed in `assumptions`.
 */
export const investmentRequest = z
  .object({
    propertyPrice: z.coerce
      .number(MISSING)
      .finite(MISSING)
      .positive(MISSING)
      .max(1_000_000_000, 'Property price is too large'),
    monthlyRent: z.coerce
      .number(MISSING)
      .finite(MISSING)
      .positive(MISSING)
      .max(10_000_000, 'Monthly rent is too large'),
    /** Dollars down; left out: nothing down (the whole price financed), said in the assumptions. */
    downPayment: dollars('Down payment').optional(),
    loanTerm: oneOf(loanTerms, 'Loan term').default(DEFAULT_LOAN_TERM),
    /** Annual percent; left out: the latest 30-year PMMS average. */
    interestRate: z.coerce
      .number()
      .finite()
      .min(0, 'Interest rate cannot be negative')
      .max(25, 'Interest rate must be at most 25%')
      .optional(),
    /** Annual property taxes, dollars; left out: the local rate × price when the ZIP is known. */
    propertyTaxes: dollars('Property taxes').optional(),
    /** Annual insurance premium, dollars; left out: zero, flagged. */
    insurance: dollars('Insurance').optional(),
    maintenanceRate: oneOf(maintenanceRates, 'Maintenance rate').default(DEFAULT_MAINTENANCE_RATE),
    vacancyRate: oneOf(vacancyRates, 'Vacancy rate').default(DEFAULT_VACANCY_RATE),
    /** Where the property is: lets the tool fill rent, tax and trend figures from the ZIP's tables. */
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'ZIP must be 5 digits')
      .optional(),
    bedrooms: z.coerce.number().int().min(0).max(8).optional(),
    /** Yearly appreciation for the projection, percent; left out: the ZIP's Zillow trend, else 0 (said so). */
    appreciationRate: z.coerce.number().finite().min(-20).max(20).optional(),
  })
  .refine((r) => r.downPayment === undefined || r.downPayment <= r.propertyPrice, {
    path: ['downPayment'],
    message: 'Down payment cannot be more than the property price',
  });
export type InvestmentRequest = z.input<typeof investmentRequest>;

/** Where a figure the agent did not type came from. */
export const investmentAssumption = z.object({
  field: z.string(),
  label: z.string(),
  value: z.number(),
  /** 'you' = typed by the agent; 'table' = from a named, dated source; 'none' = no data, zero used. */
  origin: z.enum(['you', 'table', 'none']),
  source: z.string().nullable(),
  asOf: z.string().nullable(),
  note: z.string(),
});
export type InvestmentAssumption = z.infer<typeof investmentAssumption>;

export const projectionYear = z.object({
  year: z.number().int(),
  propertyValue: z.number(),
  loanBalance: z.number(),
  equity: z.number(),
  annualCashFlow: z.number(),
  cumulativeCashFlow: z.number(),
  /** Equity gained plus cumulative cash flow, dollars. */
  totalReturn: z.number(),
});

export const sensitivityRow = z.object({
  scenario: z.string(),
  monthlyCashFlow: z.number(),
  cashOnCashReturn: z.number().nullable(),
  capRate: z.number().nullable(),
});

/** Spec §3.8, exact to the cent (dollars with two decimals), plus the projection and sensitivity. */
export const investmentResult = z.object({
  cashOnCashReturn: z.number().nullable(),
  monthlyCashFlow: z.number(),
  capRate: z.number().nullable(),
  /** Years; null when the cash flow never repays the cash invested. */
  paybackPeriod: z.number().nullable(),
  monthlyRent: z.number(),
  vacancyLoss: z.number(),
  netRentalIncome: z.number(),
  mortgagePayment: z.number(),
  monthlyTaxes: z.number(),
  monthlyInsurance: z.number(),
  monthlyMaintenance: z.number(),
  totalExpenses: z.number(),
  roiLabel: z.enum(['Strong ROI', 'Moderate ROI']).nullable(),
  loanAmount: z.number(),
  cashInvested: z.number(),
  interestRate: z.number(),
  assumptions: z.array(investmentAssumption),
  projection: z.array(projectionYear),
  sensitivity: z.array(sensitivityRow),
  /** Plain-text report (sections separated by blank lines) for copy and print. */
  detailedReport: z.string(),
  meta: aiMeta,
});
export type InvestmentResult = z.infer<typeof investmentResult>;

export const investmentDefaultsQuery = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'ZIP must be 5 digits'),
  bedrooms: z.coerce.number().int().min(0).max(8).optional(),
  propertyPrice: z.coerce.number().finite().positive().max(1_000_000_000).optional(),
});

/** Suggestions to pre-fill the form for a ZIP, each labelled with its source and date (null = no data). */
export const investmentDefaults = z.object({
  zip: z.string(),
  place: z.string().nullable(),
  suggestedRent: investmentAssumption.nullable(),
  interestRate: investmentAssumption.nullable(),
  propertyTaxes: investmentAssumption.nullable(),
  appreciationRate: investmentAssumption.nullable(),
});
export type InvestmentDefaults = z.infer<typeof investmentDefaults>;
