// The market match reads only the reference data it is handed: two made-up ZIPs, figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { referenceDataFrom } from '../../reference-data/index';
import { zipRow } from '../../test/reference-rows';
import { marketMatchFor } from './market-match';

const reference = referenceDataFrom({
  zipMarkets: [
    zipRow({ zip: '75001', city: 'Testville', zhvi: 420_000 }),
    zipRow({ zip: '75002', city: 'Testville', zhvi: 640_000 }),
  ],
});

describe('market match over a two-ZIP table', () => {
  it('judges the budget against the table’s typical values', () => {
    const { match } = marketMatchFor({
      budgetRange: '300k-500k',
      preferredAreas: 'Testville',
      propertyType: null,
      reference,
    });
    // Credits: 1 inside; above, 0.8 × (500/640 − 0.5) ÷ 0.5 = 0.45; 10 + 85 × mean 0.725 = 71.6 → 72.
    expect(match?.likelihood).toBe(72);
    expect(match?.reasoning).toBe(
      'Areas: Testville. 1 of 2 ZIPs have a typical home value within the budget ($300,000–$500,000), 0 below it and 1 above it (Zillow ZHVI, as of 2026-03-31). Typical values run from $420,000 (75001 Testville) to $640,000 (75002 Testville), median $530,000.',
    );
  });

  it('cannot place an area the table does not have', () => {
    const { match, note } = marketMatchFor({
      budgetRange: '300k-500k',
      preferredAreas: 'Frisco',
      propertyType: null,
      reference,
    });
    expect(match).toBeNull();
    expect(note).toMatch(/did not resolve.*Could not place: "Frisco"/);
  });
});
