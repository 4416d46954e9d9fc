import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasKnownSuffix, licenseNumberKey, parseLicenseNumber } from './license-number';
import { similarLicenseNumbers } from './similar-numbers';

describe('parseLicenseNumber', () => {
  it('reads digits with an optional suffix, however it is typed', () => {
    expect(parseLicenseNumber(' 826320-sa ')).toEqual({
      digits: '826320',
      suffix: 'SA',
      key: '826320',
      display: '826320-SA',
    });
    expect(parseLicenseNumber('406599 - B')?.display).toBe('406599-B');
    expect(parseLicenseNumber('621929BR')?.display).toBe('621929-BR');
    expect(parseLicenseNumber('0621929')).toMatchObject({ digits: '0621929', key: '621929' });
    expect(parseLicenseNumber('0')?.key).toBe('0');
    expect(parseLicenseNumber('1234567-BB')?.key).toBe('1234567');
  });

  it('refuses what is not a license number, and more than 10 characters', () => {
    for (const input of ['', '   ', 'abc', '12a34', '-SA', '1234-ABCD', '12345678901', '1234567-SAX', '12.5']) {
      expect(parseLicenseNumber(input)).toBeNull();
    }
    expect(licenseNumberKey('nope')).toBeNull();
  });

  it('tells the familiar suffixes from others', () => {
    expect(hasKnownSuffix(parseLicenseNumber('1-SA')!)).toBe(true);
    expect(hasKnownSuffix(parseLicenseNumber('1')!)).toBe(true);
    expect(hasKnownSuffix(parseLicenseNumber('1-XY')!)).toBe(false);
  });
});

describe('similarLicenseNumbers', () => {
  const existing = new Set(['9900021', '9900012', '990002', '99000201', '9900029', '9900022', '9900023', '123']);
  const exists = (key: string) => existing.has(key);

  it('finds numbers one slip away (swap, change, drop, add), swaps first, never the number itself', () => {
    expect(similarLicenseNumbers('9900021-SA', exists, 10)).toEqual([
      '9900012',
      '9900022',
      '9900023',
      '9900029',
      '990002',
      '99000201',
    ]);
    expect(similarLicenseNumbers('9900021', exists)).toHaveLength(5);
    expect(similarLicenseNumbers('9900021', exists, 0)).toEqual([]);
  });

  it('suggests nothing for what is not a license number', () => {
    expect(similarLicenseNumbers('hello', () => true)).toEqual([]);
  });

  it('only ever returns distinct existing numbers one edit away, at most the limit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,8}$/),
        fc.uniqueArray(fc.stringMatching(/^[1-9]\d{0,8}$/), { maxLength: 60 }),
        fc.integer({ min: 0, max: 8 }),
        (input, keys, limit) => {
          const set = new Set(keys);
          const found = similarLicenseNumbers(input, (k) => set.has(k), limit);
          expect(found.length).toBeLessThanOrEqual(limit);
          expect(new Set(found).size).toBe(found.length);
          for (const key of found) {
            expect(set.has(key)).toBe(true);
            expect(key).not.toBe(licenseNumberKey(input));
          }
        },
      ),
    );
  });
});
