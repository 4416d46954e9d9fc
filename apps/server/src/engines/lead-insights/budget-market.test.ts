// The budget factor reads only the table it is handed: Testville's two ZIPs ($400,000 and $500,000,
// median $450,000) and Novalue, a ZIP with no home value.
import { describe, expect, it } from 'vitest';
import { bundledReferenceData } from '../../reference-data/index';
import { BUDGET_NEUTRAL, budgetMarket } from './budget-market';
import { reference } from './test-fixtures';

const fit = (budget: number | null, preferredAreas: string | null, propertyType: 'condo' | null = null) =>
  budgetMarket(reference, { budget, preferredAreas, propertyType });

describe('budget against the market', () => {
  it('compares the budget with the median typical value, naming the source and its date', () => {
    const { factor, sources } = fit(400_000, 'Testville');
    expect(factor).toEqual({
      name: 'Budget vs. market',
      weight: 15,
      points: 12,
      detail:
        'Budget $400,000 is 89 % of the typical home value in Testville, $450,000 (median of 2 ZIPs, Zillow ZHVI as of March 31, 2026).',
    });
    expect(sources).toEqual([{ name: 'Test ZIP table', kind: 'demo', asOf: '2026-03-31' }]);
  });

  it('gives more points the further the budget reaches', () => {
    const points = [200_000, 250_000, 320_000, 400_000, 450_000, 2_000_000].map(
      (b) => fit(b, 'Testville').factor.points,
    );
    expect(points).toEqual([1, 4, 8, 12, 15, 15]);
  });

  it('notes that condos sell below the typical value, and what it could not place', () => {
    const { factor } = fit(450_000, 'Testville, Elsewhere', 'condo');
    expect(factor.detail).toContain('The typical value covers all homes; condos usually sell below it.');
    expect(factor.detail).toContain('Could not place "Elsewhere".');
  });

  it('says "no data" with neutral points, and cites nothing, when it cannot compare', () => {
    const cases = [
      [fit(null, 'Testville'), 'No budget on the record. No data: neutral points.'],
      [fit(0, 'Testville'), 'No budget on the record. No data: neutral points.'],
      [fit(450_000, null), 'Budget $450,000, but no preferred areas to compare it with. No data: neutral points.'],
      [
        fit(450_000, 'somewhere quiet'),
        'Budget $450,000, but the preferred areas ("somewhere quiet") have no typical home value in the market data. Could not place "somewhere quiet". No data: neutral points.',
      ],
      [
        fit(450_000, 'Novalue'),
        'Budget $450,000, but the preferred areas ("Novalue") have no typical home value in the market data. No data: neutral points.',
      ],
    ] as const;
    for (const [result, detail] of cases) {
      expect(result.factor.points).toBe(BUDGET_NEUTRAL);
      expect(result.factor.detail).toBe(detail);
      expect(result.sources).toEqual([]);
    }
  });

  it('cites the bundled Zillow table with its as-of date', () => {
    const { factor, sources } = budgetMarket(bundledReferenceData(), {
      budget: 500_000,
      preferredAreas: 'Frisco',
      propertyType: null,
    });
    expect(factor.detail).toMatch(
      /^Budget \$500,000 is \d+ % of the typical home value in Frisco, \$[\d,]+ \(median of \d+ ZIPs, Zillow ZHVI as of \w+ \d+, \d{4}\)\.$/,
    );
    expect(sources).toEqual([
      { name: 'Zillow ZHVI (ZIP)', kind: 'bundled', asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
  });
});
