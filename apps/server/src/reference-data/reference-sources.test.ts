import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipDemographics } from './demographics.lookup';
import { referenceDataDir } from './reference-data.loader';
import { referenceTableInfo, referenceTables, sourceFor, sourcesFor } from './reference-sources';

describe('bundled reference data', () => {
  it('is read from apps/server/data, shipped with the repo', () => {
    expect(referenceDataDir.split(path.sep).slice(-3)).toEqual(['apps', 'server', 'data']);
    const files = readdirSync(referenceDataDir);
    for (const table of referenceTables) expect(files).toContain(`${table}.json`);
    expect(files).toContain('README.md');
  });

  it('stays well under 2 MB in total', () => {
    const bytes = readdirSync(referenceDataDir).reduce(
      (sum, f) => sum + statSync(path.join(referenceDataDir, f)).size,
      0,
    );
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('cites every table as bundled data with an as-of date', () => {
    for (const table of referenceTables) {
      const source = sourceFor(table);
      expect(source.kind).toBe('bundled');
      expect(source.name.length).toBeGreaterThan(5);
      expect(source.asOf).toMatch(/\d{4}/);
      for (const s of sourcesFor(table)) expect(s.asOf).toMatch(/\d{4}/);
    }
  });

  it('keeps publisher, terms and URL for every underlying source', () => {
    for (const table of referenceTables) {
      for (const s of referenceTableInfo(table).sources) {
        expect(s.publisher).not.toBe('');
        expect(s.terms).not.toBe('');
        expect(s.url).toMatch(/^https:\/\//);
      }
    }
  });
});

describe('zipDemographics', () => {
  it('summarises ACS tracts for a DFW ZIP and states the method', () => {
    const d = zipDemographics('75034');
    expect(d!.tractCount).toBeGreaterThan(0);
    expect(d!.medianIncome).toBeGreaterThan(20_000);
    expect(d!.ownerPct! + d!.renterPct!).toBeCloseTo(100, 5);
    expect(d!.method).toMatch(/median of tract medians/);
    expect(d!.source.asOf).toBe('2020-2024 (ACS 5-year)');
  });

  it('returns null outside the covered counties', () => {
    expect(zipDemographics('79936')).toBeNull(); // El Paso
  });
});
