// The engine reads only the reference data it is handed: two made-up ZIPs give figures worked out by hand.
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../providers/listings/index';
import { referenceDataFrom } from '../../reference-data/index';
import { testMortgageRate, zipRow } from '../../test/reference-rows';
import { criteriaAnalysis, marketAnalysis, researchSources, scoreMatch, searchCriteriaFor } from './index';

const rows = [
  zipRow({
    zip: '75001',
    city: 'Testville',
    zhvi: 420_000,
    pricePerSqft: 250,
    daysOnMarket: 20,
    soldAboveListPct: 30,
    rent: 2_300,
    fmr: [1_200, 1_400, 1_800, 2_400, 2_900],
  }),
  zipRow({ zip: '75002', city: 'Testville', zhvi: 640_000, pricePerSqft: 300, daysOnMarket: 35, soldAboveListPct: 10 }),
];
const ref = referenceDataFrom({ zipMarkets: rows, mortgageRate: testMortgageRate });
const intake = {
  realEstateGoal: 'buying',
  propertyType: 'single-family',
  budgetRange: '300k-500k',
  preferredAreas: 'Testville',
  additionalNeeds: 'a pool, 3 bedrooms',
};
const criteria = searchCriteriaFor(ref, intake, '2026-11-21');

const home: Listing = {
  id: 'test-1',
  address: '1 Test St',
  city: 'Testville',
  state: 'TX',
  zip: '75001',
  price: 400_000,
  bedrooms: 3,
  bathrooms: 2,
  sqft: 2_000,
  propertyType: 'single-family',
  yearBuilt: 2015,
  lotSizeSqft: null,
  listedDate: null,
  daysOnMarket: 12,
  features: ['pool'],
  source: 'demo',
  demo: true,
};

describe('home research over a two-ZIP table', () => {
  it('searches the ZIPs of the table, the one inside the budget first', () => {
    expect(criteria).toMatchObject({
      zips: ['75001', '75002'],
      cities: ['Testville'],
      minBedrooms: 3,
      needs: ['pool'],
    });
  });

  it('scores a listing from the table’s rent and price per sq ft', () => {
    const m = scoreMatch(ref, home, criteria);
    // 12 × $2,400 HUD rent (3 bedrooms) ÷ $400,000 = 7.2 %; the ZIP's typical home on the same table:
    // 12 × $2,400 ÷ $420,000 = 6.86 %, so about average. $400,000 ÷ 2,000 sq ft = $200 against the ZIP's $250.
    expect(m.investmentPotential).toMatch(
      /^Gross rent yield 7\.2 %: \$2,400\/mo \(HUD FY2024 fair market rent for 3 bedrooms, ZIP 75001, utilities included\) × 12 ÷ \$400,000\. About average for 75001, whose typical home yields 6\.9 %\./,
    );
    expect(m.pros).toContain("Good value: $200/sq ft against the ZIP's median (Redfin, 2026-03-31) of $250.");
    expect(m.matchScore).toBe(100);
    const dearer = referenceDataFrom({ zipMarkets: [zipRow({ zip: '75001', city: 'Testville', pricePerSqft: 160 })] });
    expect(scoreMatch(dearer, home, criteria).cons.join(' ')).toContain("25 % above the area's price per sq ft");
    expect(scoreMatch(referenceDataFrom({}), home, criteria).investmentPotential).toBe(
      'Rent yield: no data. There is no rent figure for ZIP 75001 in our tables.',
    );
  });

  it('summarises the table’s market with its dates and sources', () => {
    const market = marketAnalysis(ref, criteria);
    expect(market['Typical home value']).toBe(
      'median $530,000, range $420,000–$640,000 across 2 ZIPs (Zillow ZHVI, as of 2026-03-31)',
    );
    expect(market['Median days on market']).toBe('28 days (Redfin, median of 2 ZIPs, 90 days to 2026-03-31)');
    expect(market['Mortgage rate']).toBe('6.5 % 30-year fixed (Test mortgage rate, 2026-05-14)');
    expect(criteriaAnalysis(ref, criteria)['Budget fit']).toBe(
      '1 of 2 ZIPs have a typical home value inside $300,000–$500,000, 1 above it (Zillow ZHVI, as of 2026-03-31).',
    );
    expect(researchSources(ref, criteria).map((s) => s.name)).toEqual(['Test ZIP table', 'Test mortgage rate']);
  });
});
