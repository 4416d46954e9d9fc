import { describe, expect, it } from 'vitest';
import { trecLicenseTypeCodes, trecLicenseTypes, trecStatusCodes } from './codes';
import {
  lastFirstName,
  openDataCounty,
  openDataDate,
  openDataEducation,
  openDataLicenseType,
  openDataStatus,
} from './open-data-values';

describe('Open Data values', () => {
  it('reads the portal license type words, the file labels and the raw codes', () => {
    expect(openDataLicenseType('Sales Agent')).toBe('SALE');
    expect(openDataLicenseType('  sales   agent ')).toBe('SALE');
    expect(openDataLicenseType('Broker Individual')).toBe('BRK');
    expect(openDataLicenseType('Broker Company')).toBe('BLLC');
    expect(openDataLicenseType('Broker Business')).toBe('BLLC');
    expect(trecLicenseTypes.BLLC.licenseeType).toBe('business');
    for (const code of trecLicenseTypeCodes) {
      expect(openDataLicenseType(code)).toBe(code);
      expect(openDataLicenseType(trecLicenseTypes[code].label)).toBe(code);
    }
    expect(openDataLicenseType('sale')).toBe('SALE');
    for (const text of ['', 'Appraiser', 'toString', 'Sales']) expect(openDataLicenseType(text)).toBeNull();
  });

  it('reads status words, their worded variants and the raw codes', () => {
    const words = {
      Active: '20',
      Inactive: '21',
      'Current and Active': '20',
      Expired: '45',
      'Expired - Within 6 Months': '45',
      Suspended: '47',
      Relinquished: '56',
      Revoked: '57',
      Deceased: '80',
      'Probation - Active': '30',
      'Probation and Inactive': '31',
    };
    for (const [text, code] of Object.entries(words)) expect(openDataStatus(text)).toBe(code);
    for (const code of trecStatusCodes) expect(openDataStatus(code)).toBe(code);
    for (const text of ['', 'Pending', 'Probation', 'valueOf', '99']) expect(openDataStatus(text)).toBeNull();
  });

  it('turns MM/DD/YYYY and ISO timestamps into YYYYMMDD, and refuses what is not a date', () => {
    expect(openDataDate('03/04/2015')).toBe('20150304');
    expect(openDataDate('3/4/2015')).toBe('20150304');
    expect(openDataDate('2015-03-04T00:00:00.000')).toBe('20150304');
    expect(openDataDate('2015-03-04')).toBe('20150304');
    expect(openDataDate('20150304')).toBe('20150304');
    expect(openDataDate('  ')).toBe('');
    for (const text of ['02/30/2020', '13/01/2020', '2020/03/04', 'March 4, 2015', '04-03-2015']) {
      expect(openDataDate(text)).toBeNull();
    }
  });

  it('turns county names into codes, keeps codes, and leaves blank blank', () => {
    expect(openDataCounty('HARRIS')).toBe('101');
    expect(openDataCounty('Fort Bend County')).toBe('079');
    expect(openDataCounty('57')).toBe('057');
    expect(openDataCounty('Out of State')).toBe('000');
    expect(openDataCounty('')).toBe('');
    expect(openDataCounty('Gotham')).toBeNull();
    expect(openDataCounty('999')).toBeNull();
  });

  it('reads education words and codes, and builds "LAST, FIRST MIDDLE"', () => {
    expect(openDataEducation('Met')).toBe('2');
    expect(openDataEducation('1')).toBe('1');
    expect(openDataEducation('')).toBe('');
    expect(lastFirstName('Muñoz', 'José', '')).toBe('MUÑOZ, JOSÉ');
    expect(lastFirstName(' de la Cruz ', 'Ana', 'Sample')).toBe('DE LA CRUZ, ANA SAMPLE');
    expect(lastFirstName('Alvarez', '', '')).toBe('ALVAREZ');
    expect(lastFirstName('', 'Ana', 'Sample')).toBeNull();
  });
});
