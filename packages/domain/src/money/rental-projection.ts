// Years 1 to N of holding a rental: the value grows at the appreciation rate, the loan follows its
// amortisation schedule, rent grows at the rent-growth rate, taxes, insurance and the payment stay as they
// are today, and maintenance follows the value (it is a percent of what the home is worth).
import { loanBalanceCents } from './amortize';
import {
  fixedMonthCents,
  monthlyMaintenanceCents,
  rentCents,
  type RentalInputs,
  toCents,
  toDollars,
} from './rental-figures';

/** Dollars with two decimals, at the end of each year. */
export type RentalProjectionYear = {
  year: number;
  propertyValue: number;
  loanBalance: number;
  equity: number;
  annualCashFlow: number;
  cumulativeCashFlow: number;
  /** Equity gained since purchase (the down payment was the equity on day one) plus cumulative cash flow. */
  totalReturn: number;
};

export type ProjectionOptions = {
  /** Yearly change in the home's value, percent (may be negative). */
  appreciationRatePct: number;
  /** Yearly change in rent, percent; 0 keeps today's rent. */
  rentGrowthRatePct?: number;
  years: number;
};

const grown = (cents: number, ratePct: number, years: number) => Math.round(cents * Math.pow(1 + ratePct / 100, years));

export function rentalProjection(inputs: RentalInputs, options: ProjectionOptions): RentalProjectionYear[] {
  const f = fixedMonthCents(inputs);
  const rent = toCents(inputs.monthlyRent);
  const rentGrowth = options.rentGrowthRatePct ?? 0;
  const out: RentalProjectionYear[] = [];
  let cumulative = 0;
  for (let year = 1; year <= options.years; year++) {
    const startValue = grown(f.price, options.appreciationRatePct, year - 1);
    const value = grown(f.price, options.appreciationRatePct, year);
    const balance = f.loan > 0 ? loanBalanceCents(f.loan, inputs.interestRatePct, inputs.loanTermYears, year * 12) : 0;
    // A loan paid off within the year stops costing a payment for the months after it.
    const paymentMonths = Math.max(0, Math.min(12, inputs.loanTermYears * 12 - (year - 1) * 12));
    const { net } = rentCents(grown(rent, rentGrowth, year - 1), inputs.vacancyRatePct);
    const monthly = net - f.taxes - f.insurance - monthlyMaintenanceCents(startValue, inputs.maintenanceRatePct);
    const annual = monthly * 12 - f.payment * paymentMonths;
    cumulative += annual;
    const equity = value - balance;
    out.push({
      year,
      propertyValue: toDollars(value),
      loanBalance: toDollars(balance),
      equity: toDollars(equity),
      annualCashFlow: toDollars(annual),
      cumulativeCashFlow: toDollars(cumulative),
      totalReturn: toDollars(equity - f.down + cumulative),
    });
  }
  return out;
}
