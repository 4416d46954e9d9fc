import { importableLeadFields } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { fieldColumnNames } from './column-names';
import { leadExportColumns } from './export-columns';
import { detectFormat, mapColumns, normalizeHeader } from './map-columns';

const fieldsOf = (headers: string[]) => Object.fromEntries(mapColumns(headers).map((c) => [c.header, c.field]));

describe('mapColumns', () => {
  it('reads a Follow Up Boss export', () => {
    const headers = [
      'First Name',
      'Last Name',
      'Stage',
      'Source',
      'Assigned To',
      'Email 1',
      'Email 2',
      'Phone 1',
      'Phone 2',
      'Price',
      'Tags',
      'Background',
      'Notes',
    ];
    expect(fieldsOf(headers)).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Stage: 'status',
      Source: 'source',
      'Assigned To': null,
      'Email 1': 'email',
      'Email 2': null,
      'Phone 1': 'phone',
      'Phone 2': null,
      Price: 'budget',
      Tags: null,
      Background: null, // Notes is the better column for notes; Background is used when it is the only one
      Notes: 'notes',
    });
    expect(detectFormat(headers)).toBe('Follow Up Boss');
    expect(fieldsOf(['First Name', 'Last Name', 'Emails', 'Phones', 'Stage', 'Budget', 'Background'])).toMatchObject({
      Emails: 'email',
      Phones: 'phone',
      Budget: 'budget',
      Background: 'notes',
    });
  });

  it('reads a kvCORE / BoldTrail export', () => {
    const headers = [
      'First Name',
      'Last Name',
      'Primary Email',
      'Primary Phone',
      'Status',
      'Lead Source',
      'Price Range',
      'Area',
      'Assigned Agent',
      'Notes',
    ];
    expect(fieldsOf(headers)).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      'Primary Email': 'email',
      'Primary Phone': 'phone',
      Status: 'status',
      'Lead Source': 'source',
      'Price Range': 'budget',
      Area: 'preferredAreas',
      'Assigned Agent': null,
      Notes: 'notes',
    });
    expect(detectFormat(headers)).toBe('kvCORE');
    expect(fieldsOf(['First Name', 'Average Price'])['Average Price']).toBe('budget');
  });

  it('reads a Zillow Premier Agent export', () => {
    const headers = [
      'Name',
      'Email',
      'Phone',
      'Status',
      'Lead Type',
      'Price',
      'Location',
      'Timeframe',
      'Message',
      'Date',
    ];
    expect(fieldsOf(headers)).toEqual({
      Name: 'name',
      Email: 'email',
      Phone: 'phone',
      Status: 'status',
      'Lead Type': null,
      Price: 'budget',
      Location: 'preferredAreas',
      Timeframe: 'timeline',
      Message: 'notes',
      Date: null,
    });
    expect(detectFormat(headers)).toBe('Zillow Premier Agent');
    expect(fieldsOf(['Name', 'Stage'])['Stage']).toBe('status');
  });

  it('reads generic names whatever their case, spacing or punctuation', () => {
    expect(
      fieldsOf([
        'FIRST_NAME',
        'last-name',
        'E-mail Address',
        'Cell',
        'Max Price',
        'city',
        'home type',
        'Time Frame',
        'Comments',
      ]),
    ).toEqual({
      FIRST_NAME: 'firstName',
      'last-name': 'lastName',
      'E-mail Address': 'email',
      Cell: 'phone',
      'Max Price': 'budget',
      city: 'preferredAreas',
      'home type': 'propertyType',
      'Time Frame': 'timeline',
      Comments: 'notes',
    });
    expect(fieldsOf(['Mobile'])['Mobile']).toBe('phone');
    expect(fieldsOf(['email address'])['email address']).toBe('email');
    expect(fieldsOf(['budget'])['budget']).toBe('budget');
  });

  it('fills each field from one column: the first name in its list, then the leftmost column', () => {
    expect(mapColumns(['Home Phone', 'Mobile', 'Email', 'email'])).toEqual([
      { header: 'Home Phone', field: null },
      { header: 'Mobile', field: 'phone' },
      { header: 'Email', field: 'email' },
      { header: 'email', field: null },
    ]);
  });

  it('reads back every importable column of our own export, and calls the file plain CSV', () => {
    const headers = leadExportColumns.map((c) => c.header);
    const mapped = mapColumns(headers).filter((c) => c.field !== null);
    expect(mapped.map((c) => c.header)).toEqual(headers.filter((h) => h !== 'Created'));
    expect(detectFormat(headers)).toBe('CSV');
  });

  it('calls a file with no CRM layout plain CSV', () => {
    expect(detectFormat(['First Name', 'Last Name', 'Email', 'Phone', 'Status'])).toBe('CSV');
    expect(detectFormat([])).toBe('CSV');
  });

  it('never gives one header name to two fields', () => {
    const owners = new Map<string, string>();
    for (const field of importableLeadFields) {
      for (const name of fieldColumnNames[field]) {
        const key = normalizeHeader(name);
        expect(owners.get(key) ?? field, `${name} is listed for ${owners.get(key)} and ${field}`).toBe(field);
        owners.set(key, field);
      }
    }
  });
});
