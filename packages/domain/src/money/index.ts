export { monthlyPaymentCents } from './amortize';
export { capRate, cashOnCashReturn, paybackPeriodYears } from './investment-returns';
