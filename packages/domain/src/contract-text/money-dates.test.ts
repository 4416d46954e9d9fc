import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../format/currency';
import { findDate, parseDateText, trecBlankDate } from './dates';
import { parseMoney } from './money';
import { parseDayCount } from './numbers';

describe('parseMoney (integer cents)', () => {
  it.each([
    ['$425,000.00', 42_500_000],
    ['425,000', 42_500_000],
    ['$ 5,000.00', 500_000],
    ['350', 35_000],
    ['2,350.5', 235_050],
    ['-0-', 0],
    ['0.00', 0],
    ['97,000.00 (ninety-seven thousand)', 9_700_000],
  ])('%s → %i cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(['', 'N/A', 'none', '4,25,000', '12.345', 'five thousand dollars'])('"%s" is not an amount', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('formats cents back as the contract writes them', () => {
    const asWritten = (cents: number) => formatCurrency(cents, { inCents: true, cents: 'always' });
    expect(asWritten(42_500_000)).toBe('$425,000.00');
    expect(asWritten(5)).toBe('$0.05');
  });
});

describe('dates', () => {
  it.each([
    ['March 15, 2027', '2027-03-15'],
    ['Mar. 15th, 2027', '2027-03-15'],
    ['Sept 3 2026', '2026-09-03'],
    ['03/15/2027', '2027-03-15'],
    ['3-15-27', '2027-03-15'],
    ['2027-03-15', '2027-03-15'],
    ['the 15th day of March, 2027', '2027-03-15'],
  ])('%s → %s', (text, date) => {
    expect(parseDateText(text)).toBe(date);
  });

  it.each(['February 30, 2027', '13/01/2027', '', 'May 2027', 'Buyer may 10 days'])('"%s" is not a date', (text) => {
    expect(parseDateText(text)).toBeNull();
  });

  it('reports where in the text the date is, so quotes end exactly at it', () => {
    expect(findDate('closing on or before March 15, 2027, at the office')).toEqual({
      date: '2027-03-15',
      index: 21,
      length: 14,
    });
  });

  it('reads the TREC split blanks "[day] day of [month], 20[yy]" and "[month day], 20[yy]"', () => {
    expect(trecBlankDate('14th', 'April', '26')).toBe('2026-04-14');
    expect(trecBlankDate('May 29', '', '26')).toBe('2026-05-29');
    expect(trecBlankDate('May 29, 2026', '', '')).toBe('2026-05-29');
    expect(trecBlankDate('', '', '')).toBeNull();
  });
});

describe('parseDayCount', () => {
  it.each([
    ['10', 10],
    ['ten (10)', 10],
    ['seven', 7],
    ['twenty-one (21)', 21],
    ['0', 0],
  ])('%s → %i', (text, days) => {
    expect(parseDayCount(text)).toBe(days);
  });

  it.each(['', 'N/A', '3/15/27', '45000'])('"%s" is not a day count', (text) => {
    expect(parseDayCount(text)).toBeNull();
  });
});
