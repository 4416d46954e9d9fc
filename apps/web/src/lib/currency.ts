const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** US dollars with no decimals (spec §9): 485000 → "$485,000". */
export function formatCurrency(amount: number): string {
  return usd.format(amount);
}
