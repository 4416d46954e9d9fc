import { describe, expect, it } from 'vitest';
import { bundledReferenceData } from '../../reference-data/index';
import { maria } from '../../test/client-analysis-fixtures';
import { analyseClient } from './analyse-client';
import { DFW_WIDE_CAP, marketMatchFor } from './market-match';

const reference = bundledReferenceData();

const match = (
  budgetRange: string | null,
  preferredAreas: string | null,
  propertyType: 'condo' | 'single-family' | null = null,
) => marketMatchFor({ budgetRange: budgetRange as never, preferredAreas, propertyType, reference });

const asOf = reference.zipMarket('75034')!.homeValue!.asOf;

describe('market match against the bundled home values', () => {
  it('calls a Frisco buyer under $300,000 a challenge, with the figures, their date and nearby options', () => {
    const m = match('under-300k', 'Frisco').match!;
    expect(m.likelihood).toBeLessThan(30);
    expect(m.reasoning).toContain('0 of 4 ZIPs have a typical home value within the budget (under $300,000)');
    expect(m.reasoning).toContain(`Zillow ZHVI, as of ${asOf}`);
    expect(m.reasoning).toMatch(/Typical values run from \$[\d,]+ \(\d{5} Frisco\)/);
    expect(m.challenges[0]).toMatch(/Few if any homes there at this price/);
    expect(m.opportunities[0]).toMatch(/^Nearby ZIPs with typical values inside the budget: \d{5} /);
  });

  it('calls a $500,000–$750,000 buyer in Plano a fair match', () => {
    const m = match('500k-750k', 'Plano').match!;
    expect(m.likelihood).toBeGreaterThanOrEqual(60);
    expect(m.opportunities[0]).toMatch(/^Typical values inside the budget: \d{5} Plano \(\$[\d,]+\)/);
    expect(m.likelihood).toBeGreaterThan(match('under-300k', 'Frisco').match!.likelihood);
  });

  it('moves the right way with the budget and the area', () => {
    const frisco = ['under-300k', '300k-500k', '500k-750k'].map((b) => match(b, 'Frisco').match!.likelihood);
    expect(frisco[0]).toBeLessThan(frisco[1]!);
    expect(frisco[1]).toBeLessThan(frisco[2]!);
    // The same modest budget fits Dallas's Oak Cliff better than Frisco.
    expect(match('under-300k', 'Oak Cliff').match!.likelihood).toBeGreaterThan(frisco[0]!);
    // A luxury budget in modest ZIPs is thin at the top, not a perfect fit.
    const luxury = match('over-1m', 'Plano').match!;
    expect(luxury.likelihood).toBeLessThan(60);
    expect(luxury.challenges.join(' ')).toMatch(/top of those markets/);
  });

  it('notes that condo and townhome prices sit below the typical value', () => {
    expect(match('300k-500k', 'Frisco', 'condo').match!.opportunities.join(' ')).toMatch(
      /condos usually sell below it/,
    );
  });

  it('says so honestly when it cannot judge', () => {
    const noBudget = match(null, 'Frisco');
    expect(noBudget.match).toBeNull();
    expect(noBudget.note).toMatch(
      /^No budget range given.*Typical home values there: \$[\d,]+–\$[\d,]+ \(Zillow ZHVI, as of/,
    );
    const nowhere = match('300k-500k', 'somewhere quiet');
    expect(nowhere.match).toBeNull();
    expect(nowhere.note).toMatch(/did not resolve.*Could not place: "somewhere quiet"/);
  });

  it('compares with all of DFW when no area is given, at capped confidence', () => {
    const m = match('300k-500k', null).match!;
    expect(m.likelihood).toBeLessThanOrEqual(DFW_WIDE_CAP);
    expect(m.reasoning).toMatch(
      /^No preferred area given, so all \d+ residential DFW ZIPs were compared \(low confidence\)/,
    );
    expect(m.opportunities[0]).toMatch(/^DFW cities with the most ZIPs inside the budget: /);
  });

  it('does not judge a seller’s range as a purchase budget', () => {
    expect(analyseClient({ ...maria, goal: 'selling' }).marketMatch).toBeNull();
    expect(analyseClient({ ...maria, goal: 'selling' }).aiInsights).toContain('for a seller, a CMA');
  });
});
