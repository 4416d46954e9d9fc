// The money math and the market score, against figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { monthlyPaymentCents } from './amortize';
import { money, percent } from './format';
import { marketScore } from './market-score';

describe('monthlyPaymentCents', () => {
  it('matches textbook principal-and-interest figures', () => {
    expect(monthlyPaymentCents(20_000_000, 6, 30)).toBe(119_910); // $200,000 at 6 % for 30 years: $1,199.10
    expect(monthlyPaymentCents(10_000_000, 6.5, 30)).toBe(63_207); // $100,000 at 6.5 %: $632.07
    expect(monthlyPaymentCents(3_600_000, 0, 30)).toBe(10_000); // 0 %: principal spread evenly
  });
});

describe('marketScore', () => {
  it('gives 40 + 12.5 + 25 → 78 for a price at the reference, flat values and a quick market', () => {
    expect(marketScore({ priceRatio: 1, change1y: 0, daysOnMarket: 20 })).toBe(78);
  });

  it('moves 2.5 points per 1 % of price and of value change, and 0.25 per day on market', () => {
    expect(marketScore({ priceRatio: 0.96, change1y: 0.05, daysOnMarket: 10 })).toBe(100);
    expect(marketScore({ priceRatio: 1.16, change1y: -0.05, daysOnMarket: 120 })).toBe(0);
    expect(marketScore({ priceRatio: 1.01, change1y: 0.03, daysOnMarket: 40 })).toBe(Math.round(37.5 + 20 + 20));
  });

  it('scales the parts it has to 100 and returns null with none', () => {
    expect(marketScore({ priceRatio: 1, change1y: null, daysOnMarket: null })).toBe(80); // 40 of 50
    expect(marketScore({ priceRatio: null, change1y: null, daysOnMarket: null })).toBeNull();
  });
});

describe('formatting for people', () => {
  it('shows dollars without cents unless there are cents', () => {
    expect(money(42_500_000)).toBe('$425,000');
    expect(money(35_050)).toBe('$350.50');
    expect(percent(0.0241)).toBe('2.4 %');
    expect(percent(-0.021, { signed: true })).toBe('-2.1 %');
  });
});
