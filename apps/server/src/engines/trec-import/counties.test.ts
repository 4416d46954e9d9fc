import { describe, expect, it } from 'vitest';
import { trecCounties, trecCountyCode, trecCountyName } from './counties';

describe('TREC county codes', () => {
  it('numbers the 254 Texas counties 001–254 after 000 Out of State', () => {
    expect(trecCounties.size).toBe(255);
    expect(trecCountyName('000')).toBe('Out of State');
    expect(trecCountyName('001')).toBe('Anderson');
    expect(trecCountyName('254')).toBe('Zavala');
    expect(trecCountyName('255')).toBeNull();
    expect(new Set(trecCounties.values()).size).toBe(255);
  });

  it('gives the codes trec.md §1.3 lists, both ways', () => {
    const known = {
      Collin: '043',
      Dallas: '057',
      Denton: '061',
      Ellis: '070',
      Harris: '101',
      Johnson: '126',
      Kaufman: '129',
      Parker: '184',
      Rockwall: '199',
      Tarrant: '220',
      Travis: '227',
      Wise: '249',
      Zavala: '254',
    };
    for (const [name, code] of Object.entries(known)) {
      expect(trecCountyCode(name)).toBe(code);
      expect(trecCountyName(code)).toBe(name);
    }
  });

  it('writes multi-word and mixed-case names in full, in TREC order', () => {
    expect(trecCountyName('071')).toBe('El Paso');
    expect(trecCountyName('079')).toBe('Fort Bend');
    expect(trecCountyName('062')).toBe('DeWitt');
    expect(trecCountyName('155')).toBe('McLennan');
    expect(trecCountyName('142')).toBe('La Salle');
    expect(['203', '204', '205', '206'].map(trecCountyName)).toEqual([
      'San Augustine',
      'San Jacinto',
      'San Patricio',
      'San Saba',
    ]);
  });

  it('accepts codes without zero padding and names in any case, spacing, or with "County"', () => {
    expect(trecCountyName('57')).toBe('Dallas');
    expect(trecCountyName(' 7 ')).toBe('Atascosa');
    expect(trecCountyCode('DALLAS')).toBe('057');
    expect(trecCountyCode('  dallas   county ')).toBe('057');
    expect(trecCountyCode('FORT  BEND')).toBe('079');
    expect(trecCountyCode('De Witt County')).toBe('062');
    expect(trecCountyCode('MCLENNAN')).toBe('155');
    expect(trecCountyCode('Shackleford')).toBe(trecCountyCode('Shackelford'));
    expect(trecCountyCode('out of state')).toBe('000');
  });

  it('returns null for what is not a county or a code', () => {
    for (const name of ['', 'Atlantis', 'County', 'toString', '057']) expect(trecCountyCode(name)).toBeNull();
    for (const code of ['', '1000', 'abc', '-1', '5.7', '300']) expect(trecCountyName(code)).toBeNull();
  });
});
