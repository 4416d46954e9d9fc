// Money at stake, from the extracted figures: cash due at closing, principal and interest at the
// bundled 30-year rate, and what the buyer (or tenant) can lose. Every assumption is stated.
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { formatCurrency, formatPercent, monthlyPaymentCents } from '@bluebonnet/domain';
import { FROM_CENTS, toDollars } from './format';
import type { ContractReading } from './read-contract';
import type { MortgageRate } from './types';

type FinancialAnalysis = ContractAnalysis['financialAnalysis'];
const LOAN_YEARS = 30;
const RATE_STEP = 0.25;

function financedCents(reading: ContractReading): number | null {
  const { price, financing } = reading.terms;
  if (price.financingCents && price.financingCents.value > 0) return price.financingCents.value;
  return financing.loanAmountCents?.value ?? null;
}

function purchase(reading: ContractReading, rate: MortgageRate | null): FinancialAnalysis {
  const { price, earnestMoney, option } = reading.terms;
  const assumptions: string[] = [];
  const opportunities: string[] = [];
  const loan = financedCents(reading);
  let cash = price.cashPortionCents?.value ?? null;
  if (cash === null && price.salesPriceCents && loan !== null) {
    cash = price.salesPriceCents.value - loan;
    assumptions.push(
      `Cash due at closing is the Sales Price less the loan amount (${formatCurrency(price.salesPriceCents.value, FROM_CENTS)} − ${formatCurrency(loan, FROM_CENTS)}), as no cash portion is stated.`,
    );
  }
  if (cash !== null) {
    const what = price.cashPortionCents ? 'the cash portion of the price (3A)' : 'the cash portion of the price';
    assumptions.push(
      `Total investment is ${what}; the earnest money and Option Fee credited at closing are part of it. Closing costs and prepaid items are not included.`,
    );
  }
  let payment: number | null = null;
  if (loan && rate) {
    payment = monthlyPaymentCents(loan, rate.ratePercent, LOAN_YEARS);
    assumptions.push(
      `Monthly payment is principal and interest on ${formatCurrency(loan, FROM_CENTS)} over ${LOAN_YEARS} years at ${rate.ratePercent} % (${rate.source.name}, as of ${rate.asOf}); taxes, insurance, mortgage insurance and HOA dues are not included, and the buyer's actual rate may differ.`,
    );
    const lower = monthlyPaymentCents(loan, rate.ratePercent - RATE_STEP, LOAN_YEARS);
    opportunities.push(
      `Each ${RATE_STEP} point off the rate saves about ${formatCurrency(payment - lower, FROM_CENTS)} a month (${formatCurrency((payment - lower) * 12, FROM_CENTS)} a year) on this loan.`,
    );
  } else if (loan) {
    assumptions.push('No bundled mortgage rate is available, so no monthly payment is shown.');
  }
  const earnest = earnestMoney.amountCents?.value ?? null;
  const fee = option.feeCents?.value ?? 0;
  const exposure = earnest === null ? null : earnest + fee;
  if (exposure !== null) {
    assumptions.push(
      fee > 0
        ? `Risk exposure is the earnest money (${formatCurrency(earnest ?? 0, FROM_CENTS)}) plus the Option Fee (${formatCurrency(fee, FROM_CENTS)}): what the buyer can lose by defaulting after the option period.`
        : `Risk exposure is the earnest money (${formatCurrency(earnest ?? 0, FROM_CENTS)}): with no option period, what the buyer can lose by defaulting.`,
    );
  }
  if (loan && price.salesPriceCents && reading.terms.financing.type?.value === 'conventional') {
    const down = (price.salesPriceCents.value - loan) / price.salesPriceCents.value;
    opportunities.push(
      down >= 0.2
        ? `The ${formatPercent(down)} down payment on a conventional loan usually avoids private mortgage insurance.`
        : `The down payment is ${formatPercent(down)}; at 20 % a conventional loan usually needs no private mortgage insurance.`,
    );
  }
  return {
    totalInvestment: cash === null ? null : toDollars(cash),
    monthlyPayment: payment === null ? null : toDollars(payment),
    riskExposure: exposure === null ? null : toDollars(exposure),
    opportunities,
    assumptions,
  };
}

function lease(reading: ContractReading): FinancialAnalysis {
  const rent = reading.terms.lease?.monthlyRentCents?.value ?? null;
  const deposit = reading.terms.lease?.securityDepositCents?.value ?? null;
  const months = reading.terms.lease?.termMonths?.value ?? null;
  const assumptions: string[] = [];
  const opportunities: string[] = [];
  if (rent !== null && deposit !== null)
    assumptions.push(
      "Total investment is the move-in cash: the first month's rent plus the security deposit (any pet deposit or prorated rent is not included).",
    );
  if (deposit !== null)
    assumptions.push(
      'Risk exposure is the security deposit; the landlord must refund it, less itemised deductions, within 30 days after surrender (Property Code §92.103).',
    );
  if (rent !== null && months !== null)
    opportunities.push(`Rent over the ${months}-month term totals ${formatCurrency(rent * months, FROM_CENTS)}.`);
  return {
    totalInvestment: rent !== null && deposit !== null ? toDollars(rent + deposit) : null,
    monthlyPayment: rent === null ? null : toDollars(rent),
    riskExposure: deposit === null ? null : toDollars(deposit),
    opportunities,
    assumptions,
  };
}

function listing(reading: ContractReading): FinancialAnalysis {
  const l = reading.terms.listing;
  const opportunities: string[] = [];
  if (l?.listingPriceCents && l.commissionPercent) {
    const fee = Math.round((l.listingPriceCents.value * l.commissionPercent.value) / 100);
    opportunities.push(
      `At the listing price, the ${l.commissionPercent.value} % broker's fee is ${formatCurrency(fee, FROM_CENTS)}; the seller nets ${formatCurrency(l.listingPriceCents.value - fee, FROM_CENTS)} before other closing costs.`,
    );
  }
  return {
    totalInvestment: null,
    monthlyPayment: null,
    riskExposure: null,
    opportunities,
    assumptions: ['A listing commits no buyer money; fees are computed at the listing price.'],
  };
}

export function financialAnalysis(reading: ContractReading, rate: MortgageRate | null): FinancialAnalysis {
  if (reading.kind === 'lease') return lease(reading);
  if (reading.kind === 'listing') return listing(reading);
  return purchase(reading, rate);
}
