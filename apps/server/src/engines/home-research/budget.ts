// The intake's budget ranges (spec platform §3) as dollar bounds. An open end is null, never a guess.
import { budgetRanges } from '@bluebonnet/contracts';
import { formatCurrency } from '@bluebonnet/domain';

export type BudgetRange = (typeof budgetRanges)[number];
export type BudgetBounds = { range: BudgetRange; min: number | null; max: number | null; label: string };
export type BudgetPosition = 'inside' | 'below' | 'above';

const BOUNDS: Record<BudgetRange, [number | null, number | null]> = {
  'under-300k': [null, 300_000],
  '300k-500k': [300_000, 500_000],
  '500k-750k': [500_000, 750_000],
  '750k-1m': [750_000, 1_000_000],
  'over-1m': [1_000_000, null],
};

function label(min: number | null, max: number | null): string {
  if (min === null && max !== null) return `under ${formatCurrency(max)}`;
  if (max === null && min !== null) return `over ${formatCurrency(min)}`;
  return `${formatCurrency(min ?? 0)}–${formatCurrency(max ?? 0)}`;
}

export function isBudgetRange(value: unknown): value is BudgetRange {
  return typeof value === 'string' && (budgetRanges as readonly string[]).includes(value);
}

/** 'under-300k' → { min: null, max: 300000, label: 'under $300,000' }; anything else → null. */
export function budgetBounds(range: string | null | undefined): BudgetBounds | null {
  if (!isBudgetRange(range)) return null;
  const [min, max] = BOUNDS[range];
  return { range, min, max, label: label(min, max) };
}

/** Where a price sits against the budget. */
export function budgetPosition(price: number, bounds: Pick<BudgetBounds, 'min' | 'max'>): BudgetPosition {
  if (bounds.min !== null && price < bounds.min) return 'below';
  if (bounds.max !== null && price > bounds.max) return 'above';
  return 'inside';
}
