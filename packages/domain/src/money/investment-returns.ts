// The yardsticks investors quote for a rental, as closed forms. Amounts may be dollars or cents as long as
// both sides use the same unit; each answer is null where the ratio means nothing (nothing invested, no price).

/** Cap rate = annual net operating income ÷ price, as a fraction (0.06 = 6 %). */
export function capRate(p: { annualNetOperatingIncome: number; price: number }): number | null {
  return p.price > 0 ? p.annualNetOperatingIncome / p.price : null;
}

/** Cash-on-cash return = annual pre-tax cash flow ÷ the cash put in (down payment, closing costs, repairs). */
export function cashOnCashReturn(p: { annualCashFlow: number; cashInvested: number }): number | null {
  return p.cashInvested > 0 ? p.annualCashFlow / p.cashInvested : null;
}

/** Years for the cash flow to repay the cash put in; null when it never does (no positive cash flow). */
export function paybackPeriodYears(p: { cashInvested: number; annualCashFlow: number }): number | null {
  return p.annualCashFlow > 0 && p.cashInvested >= 0 ? p.cashInvested / p.annualCashFlow : null;
}
