// Principal and interest of a fixed-rate, fully amortising loan: P·i / (1 − (1 + i)^−n).

/** Monthly payment in cents, rounded to the cent; a 0 % rate divides the principal evenly. */
export function monthlyPaymentCents(principalCents: number, annualRatePercent: number, years: number): number {
  const n = years * 12;
  const i = annualRatePercent / 100 / 12;
  if (i === 0) return Math.round(principalCents / n);
  return Math.round((principalCents * i) / (1 - Math.pow(1 + i, -n)));
}

/**
 * What is still owed after `months` payments, walking the schedule as a lender does: each month's interest
 * is rounded to the cent and the rest of the (rounded) payment goes to principal. Never below zero.
 */
export function loanBalanceCents(
  principalCents: number,
  annualRatePercent: number,
  years: number,
  months: number,
): number {
  const payment = monthlyPaymentCents(principalCents, annualRatePercent, years);
  const i = annualRatePercent / 100 / 12;
  let balance = principalCents;
  for (let m = 0; m < months && balance > 0; m++) {
    const interest = Math.round(balance * i);
    balance = Math.max(0, balance - (payment - interest));
  }
  return balance;
}
