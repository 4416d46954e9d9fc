// Principal and interest against figures worked out by hand (and on any mortgage table).
import { describe, expect, it } from 'vitest';
import { monthlyPaymentCents } from './amortize';

describe('monthlyPaymentCents', () => {
  it('matches textbook principal-and-interest figures', () => {
    expect(monthlyPaymentCents(20_000_000, 6, 30)).toBe(119_910); // $200,000 at 6 % for 30 years: $1,199.10
    expect(monthlyPaymentCents(10_000_000, 6.5, 30)).toBe(63_207); // $100,000 at 6.5 %: $632.07
    expect(monthlyPaymentCents(30_000_000, 7, 30)).toBe(199_591); // $300,000 at 7 %: $1,995.91
    expect(monthlyPaymentCents(20_000_000, 6, 15)).toBe(168_771); // $200,000 at 6 % for 15 years: $1,687.71
  });

  it('spreads the principal evenly at 0 %', () => {
    expect(monthlyPaymentCents(3_600_000, 0, 30)).toBe(10_000); // $36,000 over 360 months: $100
  });
});
