// How plausible it is to find a home in the budget in one ZIP, from where the ZIP's typical value sits:
// 1 inside the budget; falling off as the typical value moves away from it. Homes in a ZIP spread
// around its typical value, so a ZIP a little above the budget still has some homes inside it.
import type { ZipMarket } from '../../reference-data/index';
import { budgetPosition, type BudgetBounds } from '../home-research/index';

/** Above the budget: no credit once the budget's top is half the typical value or less. */
const ABOVE_ZERO_RATIO = 0.5;
const ABOVE_MAX_CREDIT = 0.8;
/** Below the budget: no credit once the typical value is 30 % of the budget's floor or less. */
const BELOW_ZERO_RATIO = 0.3;
const BELOW_MAX_CREDIT = 0.9;

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

export function budgetCredit(row: ZipMarket, budget: BudgetBounds): number | null {
  const value = row.homeValue?.zhvi;
  if (value === undefined) return null;
  const position = budgetPosition(value, budget);
  if (position === 'inside') return 1;
  if (position === 'above') {
    const ratio = budget.max! / value;
    return ABOVE_MAX_CREDIT * clamp01((ratio - ABOVE_ZERO_RATIO) / (1 - ABOVE_ZERO_RATIO));
  }
  const ratio = value / budget.min!;
  return BELOW_MAX_CREDIT * clamp01((ratio - BELOW_ZERO_RATIO) / (1 - BELOW_ZERO_RATIO));
}

/** Likelihood 10–95 from the mean credit of the ZIPs that have a value; null when none has. */
export function likelihoodFrom(rows: readonly ZipMarket[], budget: BudgetBounds): number | null {
  const credits = rows.map((r) => budgetCredit(r, budget)).filter((c): c is number => c !== null);
  if (!credits.length) return null;
  const mean = credits.reduce((s, c) => s + c, 0) / credits.length;
  return Math.round(10 + 85 * mean);
}
