// The market score, against figures worked out by hand (the money math is tested in packages/domain).
import { describe, expect, it } from 'vitest';
import { marketScore } from './market-score';

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
