// Comparators: how B differs from A, said in numbers, with whom it favours from the buyer's side.
import { daysUntil, formatCurrency, formatPercent, plural } from '@bluebonnet/domain';
import { FROM_CENTS } from '../contract-analysis/index';
import type { Delta, Favours, Side, Significance } from './compare-types';

const num = (s: Side) => (typeof s.raw === 'number' ? s.raw : 0);

/** Money in cents. `lowerFavoursBuyer`: true for price, fees and money at risk. */
export function moneyDelta(lowerFavoursBuyer: boolean | null, highAt = 0.02, mediumAt = 0.005) {
  return (a: Side, b: Side): Delta => {
    const diff = num(b) - num(a);
    const share = num(a) === 0 ? null : Math.abs(diff) / num(a);
    const pct = share === null ? '' : ` (${formatPercent(share)})`;
    const favours: Favours = lowerFavoursBuyer === null ? 'depends' : diff < 0 === lowerFavoursBuyer ? 'b' : 'a';
    const significance: Significance =
      share === null || share >= highAt ? 'high' : share >= mediumAt ? 'medium' : 'low';
    return {
      difference: `${diff > 0 ? '+' : '-'}${formatCurrency(Math.abs(diff), FROM_CENTS)}${pct}`,
      favours,
      significance,
    };
  };
}

/** Day counts. `moreFavoursBuyer`: true for option, approval and objection periods. */
export function daysDelta(moreFavoursBuyer: boolean | null, significance: Significance = 'medium') {
  return (a: Side, b: Side): Delta => {
    const diff = num(b) - num(a);
    const favours: Favours = moreFavoursBuyer === null ? 'depends' : diff > 0 === moreFavoursBuyer ? 'b' : 'a';
    return { difference: `${plural(Math.abs(diff), 'day')} ${diff > 0 ? 'longer' : 'shorter'}`, favours, significance };
  };
}

export function dateDelta(significance: Significance = 'medium') {
  return (a: Side, b: Side): Delta => {
    const diff = daysUntil(String(a.raw), String(b.raw));
    return {
      difference: `${plural(Math.abs(diff), 'day')} ${diff > 0 ? 'later' : 'earlier'}`,
      favours: 'depends',
      significance,
    };
  };
}

/** Choices: `better` names the value that favours the buyer, when one does. */
export function choiceDelta(better: string | boolean | null, significance: Significance = 'medium') {
  return (a: Side, b: Side): Delta => {
    const favours: Favours = better === null ? 'depends' : a.raw === better ? 'a' : b.raw === better ? 'b' : 'depends';
    return { difference: `${a.shown} → ${b.shown}`, favours, significance };
  };
}

export const sameThing =
  (significance: Significance) =>
  (a: Side, b: Side): Delta => ({
    difference: `${a.shown} → ${b.shown}`,
    favours: 'neither',
    significance,
  });
