// The one percent formatter. Generated text writes '4.2 %'; the web app's figures write '4.2%'.

export type PercentOptions = {
  /** The value is already in percentage points (4.2), not a fraction (0.042). */
  points?: boolean;
  /** Decimal places; 1 by default. */
  digits?: number;
  /** '+' before a value above zero, for growth. */
  signed?: boolean;
  /** A space before the sign: true by default. */
  space?: boolean;
};

/** 0.0241 → '2.4 %'; with { signed: true } 0.05 → '+5.0 %'; with { points: true, space: false } 4.2 → '4.2%'. */
export function formatPercent(value: number, options: PercentOptions = {}): string {
  const { points = false, digits = 1, signed = false, space = true } = options;
  const plus = signed && value > 0 ? '+' : '';
  return `${plus}${(points ? value : value * 100).toFixed(digits)}${space ? ' %' : '%'}`;
}
