import {
  leadPriorityLabels,
  leadPropertyTypeLabels,
  leadSourceLabels,
  leadStatusLabels,
  leadTimelineLabels,
} from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { parseBudget } from './budget-value';
import { firstEmail, firstPhone } from './cell-text';
import { splitFullName } from './name-split';
import {
  mapPreApproval,
  mapPriority,
  mapPropertyType,
  mapSource,
  mapStatus,
  mapTimeline,
  normalizeValue,
  parseCalendarDate,
} from './value-maps';
import { priorityWords, propertyTypeWords, sourceWords, statusWords, timelineWords } from './value-words';

describe('value maps', () => {
  it.each([
    ['Lead', 'new'],
    ['Prospect', 'contacted'],
    ['Contacted', 'contacted'],
    ['Attempted contact', 'contacted'],
    ['Hot Prospect', 'qualified'],
    ['qualified', 'qualified'],
    ['Nurture', 'nurturing'],
    ['Active Client', 'converted'],
    ['Closed', 'converted'],
    ['Sale closed', 'converted'],
    ['Trash', 'lost'],
    ['Rejected', 'lost'],
  ])('status %s → %s', (text, code) => expect(mapStatus(text)).toBe(code));

  it.each([
    ['Zillow', 'zillow'],
    ['Zillow Premier Agent - Buyer', 'zillow'],
    ['Trulia', 'zillow'],
    ['Realtor.com', 'realtor_com'],
    ['REALTOR.COM', 'realtor_com'],
    ['Facebook', 'social_media'],
    ['facebook.com lead form', 'social_media'],
    ['Open House', 'open_house'],
    ['Referral', 'referral'],
    ['Past client', 'referral'],
    ['Website', 'website'],
    ['IDX', 'website'],
    ['Cold Call', 'cold_call'],
    ['Homes.com', null],
  ])('source %s → %s', (text, code) => expect(mapSource(text)).toBe(code));

  it.each([
    ['0-3 months', '1_3_months'],
    ['1-3 months', '1_3_months'],
    ['ASAP', 'asap'],
    ['0-30 days', 'asap'],
    ['3-6 Months', '3_6_months'],
    ['6-12 months', '6_12_months'],
    ['12+ months', 'over_12_months'],
    ['1-2 years', 'over_12_months'],
    ['within 90 days', '1_3_months'],
    ['Just looking', 'unsure'],
    ['Not sure', 'unsure'],
    ['someday', null],
  ])('timeline %s → %s', (text, code) => expect(mapTimeline(text)).toBe(code));

  it('maps priorities and property types, taking the first of several types', () => {
    expect(mapPriority('Hot')).toBe('high');
    expect(mapPriority('cold')).toBe('low');
    expect(mapPriority('urgent-ish')).toBeNull();
    expect(mapPropertyType('Single Family Residence')).toBe('single_family');
    expect(mapPropertyType('Townhome, Condo')).toBe('townhouse');
    expect(mapPropertyType('Lots/Land')).toBe('land');
    expect(mapPropertyType('Castle')).toBeNull();
  });

  it('reads every one of our codes and labels back to itself (what our export writes)', () => {
    const tables = [
      [leadStatusLabels, mapStatus],
      [leadSourceLabels, mapSource],
      [leadPriorityLabels, mapPriority],
      [leadTimelineLabels, mapTimeline],
      [leadPropertyTypeLabels, mapPropertyType],
    ] as const;
    for (const [labels, map] of tables) {
      for (const [code, label] of Object.entries(labels)) {
        expect(map(code)).toBe(code);
        expect(map(label)).toBe(code);
      }
    }
  });

  it('never lists one word for two values of the same field', () => {
    for (const table of [statusWords, sourceWords, priorityWords, propertyTypeWords, timelineWords]) {
      const owner = new Map<string, string>();
      for (const [code, words] of Object.entries(table)) {
        for (const word of words as readonly string[]) {
          expect(owner.get(normalizeValue(word)) ?? code, word).toBe(code);
          owner.set(normalizeValue(word), code);
        }
      }
    }
  });
});

describe('parseBudget', () => {
  it.each([
    ['$450,000', 450000],
    ['450000', 450000],
    ['450000.00', 450000],
    ['400K', 400000],
    ['$1.2M', 1200000],
    ['$1.5 million', 1500000],
    ['$400,000 - $500,000', 500000],
    ['500k-600k', 600000],
    ['Under $500K', 500000],
    ['$750,000+', 750000],
    ['$0', null],
    ['call me', null],
    ['', null],
  ])('%s → %s', (text, amount) => expect(parseBudget(text)).toBe(amount));
});

describe('names and multi-value cells', () => {
  it.each([
    ['Maria Garcia', { firstName: 'Maria', lastName: 'Garcia' }],
    ['Mary Ann  Smith', { firstName: 'Mary Ann', lastName: 'Smith' }],
    ['John Smith Jr.', { firstName: 'John', lastName: 'Smith Jr.' }],
    ['Garcia, Maria', { firstName: 'Maria', lastName: 'Garcia' }],
    ['Cher', null],
    ['  ', null],
  ])('splits %s', (name, parts) => expect(splitFullName(name)).toEqual(parts));

  it('takes the first email and the first phone of a cell', () => {
    expect(firstEmail('a@x.com, b@y.com')).toBe('a@x.com');
    expect(firstEmail('a@x.com; b@y.com')).toBe('a@x.com');
    expect(firstEmail('Maria Garcia <maria@x.com>')).toBe('maria@x.com');
    expect(firstEmail('no email here')).toBe('no email here');
    expect(firstPhone('(214) 555-0142, (817) 555-0199')).toBe('(214) 555-0142');
    expect(firstPhone('Mobile: 214-555-0142 / 817-555-0199')).toBe('214-555-0142');
    expect(firstPhone('214-555-0142 (cell)')).toBe('214-555-0142');
  });
});

describe('pre-approval and follow-up dates', () => {
  it('reads pre-approval words, our labels and codes', () => {
    expect(['Pre-approved', 'pre_approved', 'Yes', 'approved'].map(mapPreApproval)).toEqual([
      'pre_approved',
      'pre_approved',
      'pre_approved',
      'pre_approved',
    ]);
    expect(['Cash buyer', 'cash'].map(mapPreApproval)).toEqual(['cash_buyer', 'cash_buyer']);
    expect(['Not pre-approved yet', 'No'].map(mapPreApproval)).toEqual(['not_yet', 'not_yet']);
    expect(mapPreApproval('maybe later')).toBeNull();
  });

  it('reads dates as CRMs write them, and refuses impossible ones', () => {
    expect(parseCalendarDate('2026-03-14')).toBe('2026-03-14');
    expect(parseCalendarDate('3/14/2026')).toBe('2026-03-14');
    expect(parseCalendarDate('03/14/26 9:00 AM')).toBe('2026-03-14');
    expect(parseCalendarDate('March 14, 2026')).toBe('2026-03-14');
    expect(parseCalendarDate('Sept 3 2026')).toBe('2026-09-03');
    expect(parseCalendarDate('2/30/2026')).toBeNull();
    expect(parseCalendarDate('next Tuesday')).toBeNull();
  });
});
