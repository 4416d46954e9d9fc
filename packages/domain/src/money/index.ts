export { loanBalanceCents, monthlyPaymentCents } from './amortize';
export { capRate, cashOnCashReturn, paybackPeriodYears } from './investment-returns';
export { rentalAnalysis, type RentalAnalysis, type RentalAnalysisOptions } from './rental-analysis';
export {
  rentalFigures,
  roiLabelFor,
  toCents,
  toDollars,
  type RentalFigures,
  type RentalInputs,
  type RoiLabel,
} from './rental-figures';
export { rentalProjection, type ProjectionOptions, type RentalProjectionYear } from './rental-projection';
export { rentalSensitivity, type RentalSensitivityRow, type SensitivityOptions } from './rental-sensitivity';
