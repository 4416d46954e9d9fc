// Principal and interest of a fixed-rate, fully amortising loan: P·i / (1 − (1 + i)^−n).

/** Monthly payment in cents, rounded to the cent; a 0 % rate divides the principal evenly. */
export function monthlyPaymentCents(principalCents: number, annualRatePercent: number, years: number): number {
  const n = years * 12;
  const i = annualRatePercent / 100 / 12;
  if (i === 0) return Math.round(principalCents / n);
  return Math.round((principalCents * i) / (1 - Math.pow(1 + i, -n)));
}
