import { describe, expect, it } from 'vitest';
import { cityHomeValues, metroSummary } from './city-metro.lookup';

describe('cityHomeValues', () => {
  it('returns the Zillow city value with its date and an honest start period', () => {
    const plano = cityHomeValues('Plano, TX');
    expect(plano).toMatchObject({ city: 'Plano', county: 'Collin', asOf: '2026-05-31' });
    expect(plano!.zhvi).toBeGreaterThan(300_000);
    expect(plano!.startPeriod).toMatch(/not stated/);
    expect(plano!.source).toEqual({ name: 'Zillow ZHVI (DFW cities)', kind: 'bundled', asOf: '2026-05-31' });
    expect(cityHomeValues('city of plano')?.city).toBe('Plano');
  });

  it('returns null for a city outside the table', () => {
    expect(cityHomeValues('Houston')).toBeNull();
    expect(cityHomeValues('Atlantis')).toBeNull();
  });
});

describe('metroSummary', () => {
  it("maps 'Dallas-Fort Worth' and 'DFW' to Zillow's Dallas, TX metro with dated metrics", () => {
    const dfw = metroSummary('Dallas-Fort Worth');
    expect(dfw?.region).toBe('Dallas, TX');
    expect(metroSummary('DFW')?.region).toBe('Dallas, TX');
    const zhvi = dfw!.metrics.zhvi!;
    expect(zhvi.date).toBe('2024-12-31');
    expect(zhvi.value).toBeGreaterThan(250_000);
    expect(zhvi.series!.at(-1)).toEqual([zhvi.date, zhvi.value]);
    expect(dfw!.metrics.medianSalePrice!.date).toBe('2025-04-12');
    expect(dfw!.metrics.pctSoldAboveList!.value).toBeLessThan(100);
    expect(dfw!.forecast).toMatchObject({ baseDate: '2024-12-31' });
    expect(dfw!.source.kind).toBe('bundled');
  });

  it('knows other Texas metros without series, and not unknown ones', () => {
    const houston = metroSummary('Houston, TX');
    expect(houston?.region).toBe('Houston, TX');
    expect(houston!.metrics.zhvi!.series).toBeNull();
    expect(metroSummary('Gotham')).toBeNull();
  });
});
