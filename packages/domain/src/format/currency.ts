// The one money formatter, for the server's generated text and the web app alike (US dollars, en-US grouping).

export type CurrencyOptions = {
  /** The amount is whole cents (as contract terms are stored), not dollars. */
  inCents?: boolean;
  /** 'none' (default) rounds to the dollar: $425,000. 'if-any' shows cents only when there are some: $350.50. 'always': $425,000.00. */
  cents?: 'none' | 'if-any' | 'always';
};

const group = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 485000 → '$485,000'; -1234.5 → '-$1,235'. Rounds half away from zero, as Intl does. */
export function formatCurrency(amount: number, options: CurrencyOptions = {}): string {
  const { inCents = false, cents = 'none' } = options;
  if (cents === 'none') {
    const dollars = inCents ? amount / 100 : amount;
    return `${dollars < 0 ? '-' : ''}$${group(Math.round(Math.abs(dollars)))}`;
  }
  const whole = inCents ? amount : Math.round(amount * 100);
  const abs = Math.abs(Math.round(whole));
  const rest = abs % 100;
  const decimals = cents === 'always' || rest !== 0 ? `.${String(rest).padStart(2, '0')}` : '';
  return `${whole < 0 ? '-' : ''}$${group(Math.floor(abs / 100))}${decimals}`;
}
