// A rental's monthly figures and yearly returns, in whole cents so every figure adds up to the cent it
// shows; dollars with two decimals come out. Each rounding happens once, where a statement would show it.
import { monthlyPaymentCents } from './amortize';
import { capRate, cashOnCashReturn, paybackPeriodYears } from './investment-returns';

/** What the agent enters (dollars, percents as points: 6.5 = 6.5 %). The caller validates the ranges. */
export type RentalInputs = {
  price: number;
  downPayment: number;
  loanTermYears: number;
  interestRatePct: number;
  monthlyRent: number;
  annualTaxes: number;
  annualInsurance: number;
  /** Upkeep as a percent of the price a year. */
  maintenanceRatePct: number;
  vacancyRatePct: number;
};

export type RoiLabel = 'Strong ROI' | 'Moderate ROI';

/** Dollars with two decimals; percents as points with two decimals; null where the ratio means nothing. */
export type RentalFigures = {
  loanAmount: number;
  cashInvested: number;
  mortgagePayment: number;
  monthlyRent: number;
  vacancyLoss: number;
  netRentalIncome: number;
  monthlyTaxes: number;
  monthlyInsurance: number;
  monthlyMaintenance: number;
  totalExpenses: number;
  monthlyCashFlow: number;
  annualCashFlow: number;
  annualNetOperatingIncome: number;
  capRate: number | null;
  cashOnCashReturn: number | null;
  /** Years, two decimals; null when the cash flow never repays the cash invested. */
  paybackPeriod: number | null;
  roiLabel: RoiLabel | null;
};

export const toCents = (dollars: number): number => Math.round(dollars * 100);
/** Cents (rounded to a whole cent) to dollars: the one conversion the engines' dollar fields use. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Half away from zero, and never -0 (a figure of "-$0.00" reads as a loss). */
export function roundHalfAway(x: number): number {
  const r = Math.round(Math.abs(x));
  return x < 0 && r !== 0 ? -r : r;
}

/**
 * The ratio helpers divide once; scaling the numerator by 10,000 makes that one division land on
 * hundredths of a percent, so the figure is rounded once instead of after a second multiplication.
 */
const HUNDREDTHS_OF_PERCENT = 10_000;
const percentOf = (scaledRatio: number | null): number | null =>
  scaledRatio === null ? null : roundHalfAway(scaledRatio) / 100;

/** Maintenance for a month on a given value: value × rate ÷ 100 ÷ 12, to the cent. */
export const monthlyMaintenanceCents = (valueCents: number, ratePct: number): number =>
  Math.round((valueCents * ratePct) / 1200);

/** The month's rent side: vacancy loss = rent × vacancy %, net rent = rent − vacancy loss. */
export function rentCents(rentC: number, vacancyRatePct: number): { vacancy: number; net: number } {
  const vacancy = Math.round((rentC * vacancyRatePct) / 100);
  return { vacancy, net: rentC - vacancy };
}

/** The fixed parts of a month in cents: the loan, its payment, taxes and insurance. */
export function fixedMonthCents(inputs: RentalInputs) {
  const price = toCents(inputs.price);
  const down = Math.min(toCents(inputs.downPayment), price);
  const loan = price - down;
  return {
    price,
    down,
    loan,
    payment: loan > 0 ? monthlyPaymentCents(loan, inputs.interestRatePct, inputs.loanTermYears) : 0,
    taxes: Math.round(toCents(inputs.annualTaxes) / 12),
    insurance: Math.round(toCents(inputs.annualInsurance) / 12),
  };
}

/** Spec label: a cash-on-cash return at or above `strongAt` percent reads "Strong ROI". */
export function roiLabelFor(cashOnCashPct: number | null, strongAt: number): RoiLabel | null {
  if (cashOnCashPct === null) return null;
  return cashOnCashPct >= strongAt ? 'Strong ROI' : 'Moderate ROI';
}

/** Every monthly figure and return of a rental. `strongRoiAt` is the spec's cash-on-cash threshold. */
export function rentalFigures(inputs: RentalInputs, options: { strongRoiAt: number }): RentalFigures {
  const f = fixedMonthCents(inputs);
  const rent = toCents(inputs.monthlyRent);
  const { vacancy, net } = rentCents(rent, inputs.vacancyRatePct);
  const maintenance = monthlyMaintenanceCents(f.price, inputs.maintenanceRatePct);
  const operating = f.taxes + f.insurance + maintenance;
  const totalExpenses = f.payment + operating;
  const cashFlow = net - totalExpenses;
  const annualCashFlow = cashFlow * 12;
  // Net operating income leaves out the mortgage: it measures the property, not the financing.
  const noi = (net - operating) * 12;
  const cashOnCash = percentOf(
    cashOnCashReturn({ annualCashFlow: annualCashFlow * HUNDREDTHS_OF_PERCENT, cashInvested: f.down }),
  );
  const payback = paybackPeriodYears({ cashInvested: f.down * 100, annualCashFlow });
  return {
    loanAmount: toDollars(f.loan),
    cashInvested: toDollars(f.down),
    mortgagePayment: toDollars(f.payment),
    monthlyRent: toDollars(rent),
    vacancyLoss: toDollars(vacancy),
    netRentalIncome: toDollars(net),
    monthlyTaxes: toDollars(f.taxes),
    monthlyInsurance: toDollars(f.insurance),
    monthlyMaintenance: toDollars(maintenance),
    totalExpenses: toDollars(totalExpenses),
    monthlyCashFlow: toDollars(cashFlow),
    annualCashFlow: toDollars(annualCashFlow),
    annualNetOperatingIncome: toDollars(noi),
    capRate: percentOf(capRate({ annualNetOperatingIncome: noi * HUNDREDTHS_OF_PERCENT, price: f.price })),
    cashOnCashReturn: cashOnCash,
    // Scaled by 100 above, so the one division gives hundredths of a year.
    paybackPeriod: payback === null ? null : Math.round(payback) / 100,
    roiLabel: roiLabelFor(cashOnCash, options.strongRoiAt),
  };
}
