import { describe, expect, it } from 'vitest';
import { findZipsForArea } from './area.resolver';
import { zipMarket } from './zip-market.lookup';

const cityOf = (zip: string) => zipMarket(zip)?.city;

describe('findZipsForArea', () => {
  it('resolves a city to its ZIPs, case-insensitively', () => {
    const r = findZipsForArea('frisco');
    expect(r.matches).toHaveLength(1);
    expect(r.matches[0]).toMatchObject({ kind: 'city', label: 'Frisco', county: 'Collin', approximate: false });
    expect(r.zips).toContain('75034');
    expect(r.zips.every((z) => cityOf(z) === 'Frisco')).toBe(true);
  });

  it("reads 'Plano, TX' and '75024' as Plano", () => {
    expect(findZipsForArea('Plano, TX')).toMatchObject({ cities: ['Plano'], unresolved: [] });
    expect(findZipsForArea('Plano, TX').zips).toContain('75024');
    expect(findZipsForArea('75024')).toMatchObject({ zips: ['75024'], cities: ['Plano'], unresolved: [] });
  });

  it('splits lists on commas, slashes, ampersands, "and" and "or"', () => {
    expect(findZipsForArea('Southlake or Keller').cities).toEqual(['Southlake', 'Keller']);
    expect(findZipsForArea('Frisco, McKinney and Allen / Prosper & Celina').cities).toEqual([
      'Frisco',
      'McKinney',
      'Allen',
      'Prosper',
      'Celina',
    ]);
    expect(findZipsForArea('Fort Worth, Texas 76109')).toMatchObject({ cities: ['Fort Worth'], unresolved: [] });
  });

  it('approximates "north Dallas" with the northern Dallas ZIPs and says so', () => {
    const r = findZipsForArea('north Dallas');
    expect(r.matches[0]).toMatchObject({ kind: 'direction', label: 'North Dallas', city: 'Dallas', approximate: true });
    expect(r.matches[0]!.note).toMatch(/farthest north/);
    expect(r.zips).toEqual(expect.arrayContaining(['75230', '75248', '75287']));
    expect(r.zips).not.toContain('75201'); // Uptown/downtown
    expect(r.zips).not.toContain('75216'); // south Oak Cliff
  });

  it('resolves counties, the metro and school districts', () => {
    const collin = findZipsForArea('Collin County');
    expect(collin.matches[0]).toMatchObject({ kind: 'county', county: 'Collin' });
    expect(collin.zips.every((z) => zipMarket(z)?.county === 'Collin')).toBe(true);

    const dfw = findZipsForArea('Dallas-Fort Worth');
    expect(dfw.matches[0]!.kind).toBe('metro');
    expect(dfw.zips.length).toBeGreaterThan(250);
    expect(dfw.zips.every((z) => zipMarket(z)?.inDfw)).toBe(true);

    const isd = findZipsForArea('Frisco ISD');
    expect(isd.matches[0]).toMatchObject({ kind: 'school-district', approximate: true });
    expect(isd.zips).toContain('75034');
  });

  it('prefers the DFW reading of a name ("Hunt" is Hunt County, "Dallas" the city)', () => {
    expect(findZipsForArea('Hunt').matches[0]).toMatchObject({ kind: 'county', county: 'Hunt' });
    expect(findZipsForArea('Dallas').matches[0]).toMatchObject({ kind: 'city', city: 'Dallas' });
    expect(findZipsForArea('Dallas County').matches[0]).toMatchObject({ kind: 'county', county: 'Dallas' });
  });

  it('expands nicknames and reads small typos, flagging them as approximate', () => {
    expect(findZipsForArea('HEB').cities).toEqual(['Hurst', 'Euless', 'Bedford']);
    const typo = findZipsForArea('Frisko');
    expect(typo.matches[0]).toMatchObject({ kind: 'fuzzy-city', city: 'Frisco', approximate: true });
  });

  it('leaves unknown places and ZIPs unresolved rather than guessing', () => {
    expect(findZipsForArea('Atlantis')).toMatchObject({ matches: [], unresolved: ['Atlantis'], zips: [] });
    expect(findZipsForArea('99999 or Plano')).toMatchObject({ unresolved: ['99999'], cities: ['Plano'] });
    expect(findZipsForArea('  ')).toMatchObject({ matches: [], unresolved: [], zips: [] });
  });
});
