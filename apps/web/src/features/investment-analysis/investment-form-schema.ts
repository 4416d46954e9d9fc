import { z } from 'zod';
import {
  DEFAULT_LOAN_TERM,
  DEFAULT_MAINTENANCE_RATE,
  DEFAULT_VACANCY_RATE,
  INVESTMENT_MISSING_FIELDS,
  investmentRequest,
  type InvestmentRequest,
} from '@bluebonnet/contracts';

const entry = z.unknown().optional();

/** What the boxes hold: text as typed (number boxes hand over a number via parseNumberInput). */
const formShape = z.object({
  propertyPrice: entry,
  downPayment: entry,
  loanTerm: entry,
  interestRate: entry,
  monthlyRent: entry,
  propertyTaxes: entry,
  insurance: entry,
  maintenanceRate: entry,
  vacancyRate: entry,
  zip: entry,
  bedrooms: entry,
});

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The form's check is the request's own schema, after blank boxes are dropped: a field left empty is
 * sent as absent (never 0), so the server fills it from a dated table and lists it in the assumptions.
 */
export const investmentFormSchema = formShape
  .transform(
    (values) => Object.fromEntries(Object.entries(values).filter(([, value]) => !isBlank(value))) as InvestmentRequest,
  )
  .pipe(investmentRequest);

export type InvestmentFormInput = z.input<typeof investmentFormSchema>;
export type InvestmentFormValues = z.output<typeof investmentFormSchema>;
export type InvestmentField = keyof InvestmentFormInput;

/** Every field, for placing a server 400's issues. */
export const investmentFields = Object.keys(formShape.shape) as InvestmentField[];

/** The selects start at the spec §9 defaults; every box starts empty. */
export const investmentFormDefaults: InvestmentFormInput = {
  propertyPrice: '',
  downPayment: '',
  loanTerm: String(DEFAULT_LOAN_TERM),
  interestRate: '',
  monthlyRent: '',
  propertyTaxes: '',
  insurance: '',
  maintenanceRate: String(DEFAULT_MAINTENANCE_RATE),
  vacancyRate: String(DEFAULT_VACANCY_RATE),
  zip: '',
  bedrooms: '',
};

/** Spec §5: price and rent are required, and their absence is a toast, not a message by the field. */
export const isMissingMessage = (message: unknown) => message === INVESTMENT_MISSING_FIELDS;
