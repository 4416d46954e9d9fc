import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledReferenceData } from '../../reference-data/index';
import type { Listing } from '../../providers/listings/index';
import { clientPriority, scoreMatch, searchCriteriaFor } from './index';

const ref = bundledReferenceData();

const criteria = searchCriteriaFor(
  ref,
  {
    realEstateGoal: 'buying',
    propertyType: 'single-family',
    budgetRange: '500k-750k',
    preferredAreas: 'Frisco, Plano',
    additionalNeeds: 'pool, 4 bedrooms',
  },
  '2026-11-21',
);

const home = (over: Partial<Listing> = {}): Listing => ({
  id: 'demo-75034-x',
  address: '4821 Pecan Hollow Dr',
  city: 'Frisco',
  state: 'TX',
  zip: '75034',
  price: 640_000,
  bedrooms: 4,
  bathrooms: 3,
  sqft: 2900,
  propertyType: 'single-family',
  yearBuilt: 2012,
  lotSizeSqft: 8200,
  listedDate: null,
  daysOnMarket: 30,
  features: ['pool', 'garage'],
  source: 'demo',
  demo: true,
  ...over,
});

describe('match scoring', () => {
  it('gives a home that ticks every box a must-see score, with reasons and pros', () => {
    const m = scoreMatch(ref, home(), criteria);
    expect(m.matchScore).toBeGreaterThanOrEqual(85);
    expect(m.clientPriority).toBe('must-see');
    expect(m.matchReasons.join(' ')).toMatch(/inside the budget.*75034 Frisco, a preferred area/);
    expect(m.pros[0]).toMatch(/^Pool/);
    expect(m.breakdown.reduce((s, f) => s + f.max, 0)).toBe(100);
  });

  it('marks down price over budget, the wrong area, the wrong type and too few bedrooms', () => {
    const base = scoreMatch(ref, home(), criteria).matchScore;
    const over = scoreMatch(ref, home({ price: 800_000 }), criteria);
    expect(over.matchScore).toBeLessThan(base);
    expect(over.cons[0]).toMatch(/^\$50,000 \(6\.7 %\) over the top of the budget/);
    expect(scoreMatch(ref, home({ zip: '76109', city: 'Fort Worth' }), criteria).matchScore).toBeLessThan(base);
    expect(scoreMatch(ref, home({ propertyType: 'condo' }), criteria).matchScore).toBeLessThan(base);
    const small = scoreMatch(ref, home({ bedrooms: 3 }), criteria);
    expect(small.cons).toContain('3 bedrooms; asked for 4+.');
    expect(small.matchScore).toBe(base - 10);
  });

  it('flags pre-1978 homes for the lead-based paint disclosure', () => {
    expect(scoreMatch(ref, home({ yearBuilt: 1972 }), criteria).cons.some((c) => c.includes('lead-based paint'))).toBe(
      true,
    );
  });

  it('computes the gross rent yield from HUD fair market rent and shows the figure', () => {
    const fmr = ref.fairMarketRent('75034', 4)!.monthlyRent;
    const expected = (((fmr * 12) / 640_000) * 100).toFixed(1);
    expect(scoreMatch(ref, home(), criteria).investmentPotential).toContain(`Gross rent yield ${expected} %`);
  });

  it('scores an investor on yield rather than must-haves', () => {
    const investor = { ...criteria, goal: 'investing' as const };
    const cheap = scoreMatch(ref, home({ price: 500_000 }), investor);
    const dear = scoreMatch(ref, home({ price: 750_000 }), investor);
    const yieldPoints = (m: typeof cheap) => m.breakdown.find((f) => f.factor === 'Rent yield')!.points;
    expect(yieldPoints(cheap)).toBeGreaterThanOrEqual(yieldPoints(dear));
  });

  it('is deterministic, within 0–100, and never rewards a higher price over budget (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.option(fc.integer({ min: 400, max: 6000 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
        (price, extra, sqft, bedrooms) => {
          const a = scoreMatch(ref, home({ price, sqft, bedrooms }), criteria);
          expect(a).toEqual(scoreMatch(ref, home({ price, sqft, bedrooms }), criteria));
          expect(a.matchScore).toBeGreaterThanOrEqual(0);
          expect(a.matchScore).toBeLessThanOrEqual(100);
          if (price >= 750_000) {
            const b = scoreMatch(ref, home({ price: price + extra, sqft, bedrooms }), criteria);
            expect(b.matchScore).toBeLessThanOrEqual(a.matchScore);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('sets the client priority at 85 and 70', () => {
    expect([100, 85, 84, 70, 69, 0].map(clientPriority)).toEqual([
      'must-see',
      'must-see',
      'high',
      'high',
      'medium',
      'medium',
    ]);
  });
});
