// Each style the server's text and the web app print today, so swapping a call site changes no output.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency';
import { formatLongDate, MONTH_NAMES, monthNumber } from './months';
import { formatPercent } from './percent';
import { listText, plural } from './text';

const intlDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

describe('formatCurrency', () => {
  it('rounds dollars to the dollar by default', () => {
    expect(formatCurrency(485_000)).toBe('$485,000');
    expect(formatCurrency(425_000.4)).toBe('$425,000');
    expect(formatCurrency(2.5)).toBe('$3');
    expect(formatCurrency(-1_234.5)).toBe('-$1,235');
    expect(formatCurrency(0)).toBe('$0');
  });

  it('prints whole dollars exactly as Intl en-US currency with no decimals (the web app)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        if (Object.is(n, -0)) return;
        expect(formatCurrency(n)).toBe(intlDollars.format(n));
      }),
    );
  });

  it('shows cents only when there are some (contract figures in cents)', () => {
    expect(formatCurrency(42_500_000, { inCents: true, cents: 'if-any' })).toBe('$425,000');
    expect(formatCurrency(35_050, { inCents: true, cents: 'if-any' })).toBe('$350.50');
    expect(formatCurrency(-35_005, { inCents: true, cents: 'if-any' })).toBe('-$350.05');
    expect(formatCurrency(2_450.67, { cents: 'if-any' })).toBe('$2,450.67');
  });

  it('always shows cents where the contract text does', () => {
    expect(formatCurrency(42_500_000, { inCents: true, cents: 'always' })).toBe('$425,000.00');
    expect(formatCurrency(5, { inCents: true, cents: 'always' })).toBe('$0.05');
  });
});

describe('formatPercent', () => {
  it('writes a fraction with one decimal and a space by default, signed for growth', () => {
    expect(formatPercent(0.0241)).toBe('2.4 %');
    expect(formatPercent(-0.021, { signed: true })).toBe('-2.1 %');
    expect(formatPercent(0.05, { signed: true })).toBe('+5.0 %');
    expect(formatPercent(0.0712, { digits: 0 })).toBe('7 %');
    expect(formatPercent(0.012345, { digits: 2 })).toBe('1.23 %');
  });

  it('takes percentage points, with or without the space', () => {
    expect(formatPercent(6.361, { points: true, digits: 2 })).toBe('6.36 %');
    expect(formatPercent(4.25, { points: true, space: false })).toBe('4.3%');
    expect(formatPercent(-4.4, { points: true, signed: true })).toBe('-4.4 %');
  });
});

describe('months', () => {
  it('writes a civil date in full', () => {
    expect(formatLongDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026');
  });

  it('reads a month from its name or abbreviation', () => {
    expect(MONTH_NAMES.map(monthNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(['jan', 'Mar', 'SEPT', 'sep', 'june', 'Dec'].map(monthNumber)).toEqual([1, 3, 9, 9, 6, 12]);
    expect(['', 'ma', 'smarch', 'thirteenth'].map(monthNumber)).toEqual([0, 0, 0, 0]);
  });
});

describe('plural and listText', () => {
  it('counts and lists', () => {
    expect(plural(1, 'ZIP')).toBe('1 ZIP');
    expect(plural(3, 'ZIP')).toBe('3 ZIPs');
    expect(plural(2, 'property', 'properties')).toBe('2 properties');
    expect(listText([])).toBe('');
    expect(listText(['Frisco'])).toBe('Frisco');
    expect(listText(['Frisco', 'Plano', 'Allen'])).toBe('Frisco, Plano and Allen');
    expect(listText(['Frisco', 'Plano'], 'or')).toBe('Frisco or Plano');
  });
});
