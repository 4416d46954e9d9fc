import { describe, expect, it } from 'vitest';
import { bundledReferenceData } from '../../reference-data/index';
import { criteriaAnalysis, marketAnalysis, researchSources, searchCriteriaFor } from './index';
import { minBedroomsIn, needsIn } from './needs';

const ref = bundledReferenceData();
const TODAY = '2026-11-21';
const intake = {
  realEstateGoal: 'buying',
  propertyType: 'single-family',
  budgetRange: '500k-750k',
  preferredAreas: 'Frisco or Plano, TX',
  additionalNeeds: 'Need a pool and good schools, at least 4 bedrooms, big backyard for the dog',
  notes: null,
};

describe('search criteria from an intake', () => {
  const c = searchCriteriaFor(ref, intake, TODAY);

  it('resolves the areas to ZIPs and cities, the budget to prices, and reads the must-haves', () => {
    const all = [...ref.findZipsForArea('Frisco').zips, ...ref.findZipsForArea('Plano').zips];
    expect([...c.zips].sort()).toEqual(all.sort());
    expect(c.cities).toEqual(['Frisco', 'Plano']);
    expect(c).toMatchObject({
      minPrice: 500_000,
      maxPrice: 750_000,
      propertyType: 'single-family',
      goal: 'buying',
      minBedrooms: 4,
    });
    expect(c.needs).toEqual(['pool', 'good-schools', 'yard']);
    expect(c.unresolvedAreas).toEqual([]);
  });

  it('puts the ZIPs whose typical value suits the budget first', () => {
    const inside = (zip: string) => {
      const v = ref.zipMarket(zip)!.homeValue!.zhvi;
      return v >= 500_000 && v <= 750_000;
    };
    const firstOutside = c.zips.findIndex((z) => !inside(z));
    expect(firstOutside).toBeGreaterThan(0);
    expect(c.zips.slice(firstOutside).some(inside)).toBe(false);
  });

  it('keeps what it cannot place, and an intake with nothing still yields criteria', () => {
    const vague = searchCriteriaFor(
      ref,
      { ...intake, preferredAreas: 'somewhere quiet', budgetRange: null, propertyType: 'castle' },
      TODAY,
    );
    expect(vague).toMatchObject({
      zips: [],
      unresolvedAreas: ['somewhere quiet'],
      minPrice: null,
      maxPrice: null,
      propertyType: null,
    });
  });

  it('reads needs and bedroom counts from plain words, not from negations', () => {
    expect(needsIn('no pool please, one-story, work from home')).toEqual(['single-story', 'home-office']);
    expect(minBedroomsIn('three bedroom minimum')).toBe(3);
    expect(minBedroomsIn('3+ br')).toBe(3);
    expect(minBedroomsIn('quiet street')).toBeNull();
  });
});

describe('criteria and market analyses', () => {
  const c = searchCriteriaFor(ref, intake, TODAY);

  it('cite typical values with their date and judge the budget fit', () => {
    const a = criteriaAnalysis(ref, c);
    expect(a['Budget']).toBe('$500,000–$750,000');
    expect(a['Budget fit']).toMatch(
      /^\d+ of 11 ZIPs have a typical home value inside \$500,000–\$750,000.*Zillow ZHVI, as of \d{4}-\d{2}-\d{2}/,
    );
    const values = a['Typical home values (Zillow ZHVI)'] as Record<string, string>;
    expect(values['75034 Frisco']).toMatch(/^\$[\d,]+ \(as of \d{4}-\d{2}-\d{2}\)$/);
    expect(a['Must-haves']).toEqual(['Pool', 'Good schools', 'Yard']);
  });

  it('summarise pace, price per sq ft, rents and the mortgage rate with sources', () => {
    const m = marketAnalysis(ref, c);
    expect(m['Typical home value']).toMatch(
      /median \$[\d,]+, range \$[\d,]+–\$[\d,]+ across 11 ZIPs \(Zillow ZHVI, as of/,
    );
    expect(m['Median days on market']).toMatch(/^\d+ days \(Redfin/);
    expect(m['Mortgage rate']).toMatch(/% 30-year fixed/);
    expect(m['Market pace']).toMatch(/^(Competitive|Balanced|Slower)/);
    expect(Object.keys(m['By ZIP'] as object)).toContain('75034 Frisco');
    expect((m['Sources'] as string[]).some((s) => s.startsWith('Zillow ZHVI (ZIP)'))).toBe(true);
  });

  it('say plainly when there is nothing to analyse', () => {
    const none = searchCriteriaFor(ref, { ...intake, preferredAreas: null }, TODAY);
    expect(marketAnalysis(ref, none)['Summary']).toMatch(/^No bundled market figures/);
    expect(criteriaAnalysis(ref, none)['Budget fit']).toMatch(/^Not judged/);
  });

  it('list demo listings as a demo source and live ones as live', () => {
    expect(researchSources(ref, c, { name: 'demo', isLive: false }).at(-1)).toMatchObject({ kind: 'demo' });
    expect(researchSources(ref, c, { name: 'rentcast', isLive: true }).at(-1)).toEqual({
      name: 'rentcast listings',
      kind: 'live',
    });
    expect(researchSources(ref, c).some((s) => s.name.startsWith('TEA') || /school/i.test(s.name))).toBe(true);
  });
});
