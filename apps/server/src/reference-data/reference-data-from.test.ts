// A ReferenceData over a few rows follows the bundled lookups' rules, and knows nothing else.
import { describe, expect, it } from 'vitest';
import { testMortgageRate, zipRow } from '../test/reference-rows';
import type { TaxRate } from './community.types';
import { bundledReferenceData } from './reference-data';
import { referenceDataFrom } from './reference-data-from';

const unit = (entityType: TaxRate['entityType'], entity: string, ratePer100: number): TaxRate => ({
  county: 'Collin',
  entityType,
  entity,
  taxYear: 2025,
  ratePer100,
  pageUrl: '',
  history: [{ taxYear: 2025, ratePer100 }],
});

const ref = referenceDataFrom({
  zipMarkets: [
    zipRow({ zip: '75001', city: 'Testville', zhvi: 420_000, fmr: [1_200, 1_400, 1_800, 2_400, 2_900] }),
    zipRow({ zip: '75002', city: 'Testville', county: 'Denton', zhvi: 640_000 }),
  ],
  taxRates: [unit('city', 'Testville', 0.41), unit('county', 'Collin County', 0.15)],
  mortgageRate: testMortgageRate,
  sources: { 'tax-rates': { name: 'Test tax roll', kind: 'demo', asOf: '2025' } },
});

describe('referenceDataFrom', () => {
  it('knows only the rows it is given', () => {
    expect(ref.zipMarket('75001-1234')?.city).toBe('Testville');
    expect(ref.zipMarket('75034')).toBeNull();
    expect(ref.zipMarkets(['75002', '99999', '75001']).map((z) => z.zip)).toEqual(['75002', '75001']);
    expect(ref.allZipMarkets({ dfwOnly: true })).toHaveLength(2);
    expect(ref.latestMortgageRate()).toBe(testMortgageRate);
    expect(referenceDataFrom({}).latestMortgageRate()).toBeNull();
    expect(ref.zipDemographics('75001')).toBeNull();
    expect(ref.metroSummary('DFW')).toBeNull();
  });

  it('resolves areas over its rows as the bundled resolver does', () => {
    const found = ref.findZipsForArea('testville, TX or 75002, Collin County and Frisco');
    expect(found.zips).toEqual(['75001', '75002']);
    expect(found.cities).toEqual(['Testville']);
    expect(found.matches.map((m) => m.kind)).toEqual(['zip', 'city', 'county']);
    expect(found.unresolved).toEqual(['Frisco']);
  });

  it('applies HUD’s rule for five or more bedrooms: the 4-bedroom rent plus 15 % a bedroom', () => {
    expect(ref.fairMarketRent('75001', 3)?.monthlyRent).toBe(2_400);
    expect(ref.fairMarketRent('75001', 6)).toMatchObject({ monthlyRent: 3_770, derivedFromFourBedroom: true });
    expect(ref.fairMarketRent('75002', 3)).toBeNull();
  });

  it('lists a city’s tax units with what the table lacks, under the source given', () => {
    const taxes = ref.taxRatesFor('Testville');
    expect(taxes.rates.map((r) => r.entity)).toEqual(['Testville', 'Collin County']);
    expect(taxes.gaps).toEqual(['Denton County', 'School district (not named after the city; look it up by ISD name)']);
    expect(taxes.source.name).toBe('Test tax roll');
    expect(ref.sourceFor('school-districts')).toEqual({ name: 'Test school-districts table', kind: 'demo' });
  });

  it('has the bundled tables’ shape', () => {
    expect(Object.keys(ref).sort()).toEqual(Object.keys(bundledReferenceData()).sort());
  });
});
