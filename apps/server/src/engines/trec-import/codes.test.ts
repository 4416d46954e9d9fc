import { describe, expect, it } from 'vitest';
import { isTrecLicenseTypeCode, isTrecStatusCode, trecLicenseTypeCodes, trecLicenseTypes } from './codes';

describe('TREC code tables', () => {
  it('lists every license type once, in trec.md order', () => {
    expect([...trecLicenseTypeCodes].sort()).toEqual(Object.keys(trecLicenseTypes).sort());
    expect(trecLicenseTypeCodes[0]).toBe('SALE');
  });

  it('knows no code outside the tables, inherited names included', () => {
    for (const code of ['', 'toString', 'constructor', '__proto__', 'sale'])
      expect(isTrecLicenseTypeCode(code)).toBe(false);
    for (const code of ['', '2', '020', 'valueOf']) expect(isTrecStatusCode(code)).toBe(false);
  });
});
